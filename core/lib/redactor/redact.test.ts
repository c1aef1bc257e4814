import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, redact, type CategoryId } from './index';

/** [category, matched text] for every span, in order. */
function found(text: string, options?: Parameters<typeof redact>[1]): [CategoryId, string][] {
  return redact(text, options).spans.map((s) => [s.category, text.slice(s.start, s.end)]);
}

function untouched(text: string) {
  const result = redact(text);
  expect(result.spans, JSON.stringify(found(text))).toEqual([]);
  expect(result.redactedText).toBe(text);
}

describe('result shape', () => {
  it('returns the documented fields', () => {
    const text = 'Mail ana@example.com or call 555-123-4567.';
    const result = redact(text);
    expect(result.originalText).toBe(text);
    expect(result.redactedText).toBe('Mail {{EMAIL}} or call ***-***-4567.');
    expect(result.redactionCount).toBe(2);
    expect(result.categories).toEqual(['email', 'phone']);
    expect(result.counts).toEqual({ email: 1, phone: 1 });
    expect(result.spans).toEqual([
      { start: 5, end: 20, category: 'email', replacement: '{{EMAIL}}' },
      { start: 29, end: 41, category: 'phone', replacement: '***-***-4567' },
    ]);
  });

  it('handles empty and whitespace-only text', () => {
    expect(redact('')).toMatchObject({ redactedText: '', redactionCount: 0, categories: [], spans: [] });
    expect(redact(' \n\t ').redactedText).toBe(' \n\t ');
  });
});

describe('e-mail', () => {
  it.each([
    ['john.smith@acme-properties.com', 'john.smith@acme-properties.com'],
    ['<o.reilly+maint@sub.example.co.uk>', 'o.reilly+maint@sub.example.co.uk'],
    ['mailto:tenant_42@mail.example.org.', 'tenant_42@mail.example.org'],
    ['Contact: JOHN.DOE@EXAMPLE.COM', 'JOHN.DOE@EXAMPLE.COM'],
  ])('finds %s', (text, value) => {
    expect(found(text)).toContainEqual(['email', value]);
    expect(redact(text).redactedText).not.toContain(value);
  });
  it.each(['user@localhost', 'a@b', '@home', 'price @ $4', 'user@-bad.com', 'x@y.c'])('ignores %s', (text) => untouched(text));
});

describe('phone numbers keep their last four digits', () => {
  it.each([
    ['(555) 123-4567', '(***) ***-4567'],
    ['555-123-4567', '***-***-4567'],
    ['555.123.4567', '***.***.4567'],
    ['555 123 4567', '*** *** 4567'],
    ['1-555-123-4567', '*-***-***-4567'],
    ['+1 (555) 123-4567', '+* (***) ***-4567'],
    ['+44 20 7946 0958', '+** ** **** 0958'],
    ['+33 1 23 45 67 89', '+** * ** ** 67 89'],
    ['phone 5551234567', 'phone ******4567'],
    ['tel: 123-4567', 'tel: ***-4567'],
  ])('%s', (text, expected) => {
    expect(redact(text).redactedText).toBe(expected);
    expect(redact(text).categories).toEqual(['phone']);
  });
});

describe('SSNs', () => {
  it('masks the SSN pattern', () => {
    expect(redact('SSN 123-45-6789').redactedText).toBe('SSN ***-**-****');
    expect(redact('ssn: 123 45 6789').redactedText).toBe('ssn: ***-**-****');
    expect(found('Social Security Number: 078-05-1120')).toEqual([['ssn', '078-05-1120']]);
  });
  it('uses context for a bare 9-digit number: SSN vs. a work-order number', () => {
    expect(found('SSN: 123456789')).toEqual([['ssn', '123456789']]);
    expect(found('Work order 123456789')).toEqual([['long_number', '123456789']]);
    expect(redact('Work order 123456789').redactedText).toBe('Work order *****6789');
  });
  it('does not take invalid SSN areas without context', () => {
    expect(found('part 000-12-3456 and 900-12-3456')).toEqual([]);
  });
});

describe('long numbers', () => {
  it('masks 9+ digit numbers to their last four', () => {
    expect(redact('Account 000123456789 closed').redactedText).toBe('Account ********6789 closed');
    expect(redact('badge=ACCT-000123456789').redactedText).toBe('badge=ACCT-********6789');
  });
  it('leaves 8-digit numbers, amounts, decimals, timestamps and UUIDs', () => {
    untouched('PO 12345678');
    untouched('Budget $1,234,567,890.00 approved');
    untouched('reading 123456789.55');
    untouched('ts=1710510727 epoch 1710510727123');
    untouched('build at 20240315143207');
    untouched('request 123e4567-e89b-12d3-a456-426614174000 done');
    untouched('sha 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
  });
});

describe('credit cards are Luhn-checked', () => {
  it('masks valid numbers to the last four', () => {
    expect(redact('card 4111 1111 1111 1111').redactedText).toBe('card **** **** **** 1111');
    expect(redact('Amex 3782-822463-10005').redactedText).toBe('Amex ****-******-*0005');
    expect(found('paid with 5500000000000004')).toEqual([['credit_card', '5500000000000004']]);
  });
  it('does not call a Luhn-invalid group a card', () => {
    expect(found('serial 4111 1111 1111 1112')).toEqual([]);
    expect(found('ref 4111111111111112')).toEqual([['long_number', '4111111111111112']]);
  });
});

describe('network addresses', () => {
  it.each([
    ['host 10.0.0.15 down', 'ip_address', '10.0.0.15'],
    ['subnet 192.168.1.0/24', 'ip_address', '192.168.1.0/24'],
    ['IP:172.16.4.20:8080', 'ip_address', '172.16.4.20'],
    ['v6 fe80::1ff:fe23:4567:890a', 'ip_address', 'fe80::1ff:fe23:4567:890a'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', 'ip_address', '2001:0db8:85a3:0000:0000:8a2e:0370:7334'],
    ['loopback ::1', 'ip_address', '::1'],
    ['mapped ::ffff:192.0.2.128', 'ip_address', '::ffff:192.0.2.128'],
    ['MAC 00:1A:2B:3C:4D:5E', 'mac_address', '00:1A:2B:3C:4D:5E'],
    ['mac a4-5e-60-e8-9b-21', 'mac_address', 'a4-5e-60-e8-9b-21'],
    ['AA:BB:CC:DD:EE:FF', 'mac_address', 'AA:BB:CC:DD:EE:FF'],
    ['cisco 001a.2b3c.4d5e', 'mac_address', '001a.2b3c.4d5e'],
  ])('%s', (text, category, value) => {
    expect(found(text)).toEqual([[category, value]]);
  });
  it('leaves versions, times and out-of-range quads', () => {
    untouched('firmware 2.4.10.3 installed');
    untouched('v2.4.1 and 1.2.3');
    untouched('at 14:32:07 and 08:00-17:00');
    untouched('quad 300.1.1.1 and 1.2.3.4.5');
    untouched('std::vector and a:b');
  });
});

describe('street addresses', () => {
  it.each([
    ['at 42 Wallaby Way today', '42 Wallaby Way'],
    ['1600 Pennsylvania Avenue NW', '1600 Pennsylvania Avenue NW'],
    ['123 N. Main St. is closed', '123 N. Main St.'],
    ['221B Baker Street', '221B Baker Street'],
    ['77 W 42nd Street', '77 W 42nd Street'],
    ['ship to 9 elm st', '9 elm st'],
    ['500 Oak Park Blvd, Springfield, IL 62704-1234.', '500 Oak Park Blvd, Springfield, IL 62704-1234'],
  ])('%s', (text, value) => {
    expect(found(text)).toEqual([['address', value]]);
  });
  it('masks a #unit after the street as a unit number', () => {
    expect(found('15 Elm Street #204')).toEqual([
      ['address', '15 Elm Street'],
      ['unit_number', '204'],
    ]);
  });
  it('leaves counts and ZIP codes without a street', () => {
    untouched('72 rooms on Main Street');
    untouched('Springfield, IL 62704');
    untouched('3 floors and 12 units');
  });
});

describe('dates of birth need context', () => {
  it.each([
    ['DOB: 03/14/1985', '03/14/1985'],
    ['D.O.B. 1985-03-14', '1985-03-14'],
    ['date of birth 14.03.1985', '14.03.1985'],
    ['born on March 3, 1985', 'March 3, 1985'],
    ['Birthdate: 3 March 1985', '3 March 1985'],
  ])('%s', (text, value) => {
    expect(found(text)).toEqual([['dob', value]]);
    expect(redact(text).redactedText).toContain('{{DOB}}');
  });
  it('leaves inspection and other dates', () => {
    untouched('Inspection date 04/02/2024');
    untouched('Next service 2024-06-01, last service March 3, 2024');
    untouched('DOB on file; inspected 04/02/2024 and 05/02/2024');
  });
});

describe('building data', () => {
  it.each([
    ['Building 7 lobby', 'building_id', '7'],
    ['Bldg. 12A', 'building_id', '12A'],
    ['BLDG-042 east wing', 'building_id', 'BLDG-042'],
    ['Building C', 'building_id', 'C'],
    ['Unit 4B', 'unit_number', '4B'],
    ['Apt #12', 'unit_number', '12'],
    ['Suite 400', 'unit_number', '400'],
    ['Room B-204', 'unit_number', 'B-204'],
    ['Floor 3', 'unit_number', '3'],
    ['AHU-3 fault', 'hvac_id', 'AHU-3'],
    ['RTU 12 alarm', 'hvac_id', 'RTU 12'],
    ['VAV-2-14 damper', 'hvac_id', 'VAV-2-14'],
    ['FCU3A noisy', 'hvac_id', 'FCU3A'],
    ['CH-1 tripped', 'hvac_id', 'CH-1'],
    ['TS-1042 offline', 'sensor_id', 'TS-1042'],
    ['sensor_id=ths-0412', 'sensor_id', 'ths-0412'],
    ['Sensor ID: 88213', 'sensor_id', '88213'],
    ['OCC-3-118 count', 'sensor_id', 'OCC-3-118'],
    ['meter MTR-2231', 'sensor_id', 'MTR-2231'],
  ])('%s', (text, category, value) => {
    expect(found(text)).toEqual([[category, value]]);
  });
  it('prefers an equipment tag after "unit"', () => {
    expect(found('rooftop unit RTU-2')).toEqual([['hvac_id', 'RTU-2']]);
  });
  it('leaves words that only look like keywords', () => {
    untouched('Building automation system; the unit was replaced; room temperature is fine');
    untouched('CO2 at 800 ppm, RH 45%, HVAC 24/7 service, ch-1 lower case');
    untouched('Model XR-2000 by Carrier 48TC-D08');
  });
});

describe('temperatures and energy', () => {
  it.each([
    ['zone at 72°F', '72°F'],
    ['outside -5 °C', '-5 °C'],
    ['supply 55.2 deg F', '55.2 deg F'],
    ['return 71F', '71F'],
    ['setpoint 72', '72'],
    ['SAT=55.2', '55.2'],
    ['raised setpoint from 72 to 74', '72'],
  ])('%s', (text, value) => {
    expect(found(text)).toContainEqual(['temperature', value]);
  });
  it('follows a chain of setpoints', () => {
    expect(found('setpoint 72 to 74')).toEqual([
      ['temperature', '72'],
      ['temperature', '74'],
    ]);
  });
  it('uses context for bare numbers: a setpoint vs. a room count', () => {
    expect(found('setpoint 72 for 3 rooms')).toEqual([['temperature', '72']]);
    untouched('72 rooms were inspected');
    untouched('Sat 14 Mar, floor mat 3');
    expect(found('zone at 72°F, 3 rooms open')).toEqual([['temperature', '72°F']]);
  });
  it.each(['1,234.5 kWh', '12kWh', '3.2 MWh', '450 kW', '800 Wh'])('%s', (value) => {
    expect(found(`used ${value} today`)).toEqual([['energy', value]]);
  });
  it('leaves percentages and prices', () => {
    untouched('load 45% and cost $1,249.99 or €300');
  });
});

describe('person names introduced by context', () => {
  it.each([
    ['Tenant: John Smith', 'John Smith'],
    ['Contact Maria Lopez at the desk', 'Maria Lopez'],
    ['Mr. Patel called', 'Patel'],
    ["Dr. Ana de la Cruz's office", 'Ana de la Cruz'],
    ['Reported by: Jane Doe', 'Jane Doe'],
    ['assigned to Mike Chen', 'Mike Chen'],
    ['Dear Ms. Rivera,', 'Rivera'],
    ['Hi Omar,', 'Omar'],
    ['Regards,\nKaren O\'Neil\nFacilities Manager', "Karen O'Neil"],
    ['Thank you,\n  J. Alvarez', 'J. Alvarez'],
    ['Name: JOHN DOE', 'JOHN DOE'],
  ])('%s', (text, value) => {
    expect(found(text)).toEqual([['person_name', value]]);
  });
  it('leaves non-names after the same words', () => {
    untouched('Contact Us for help. Tenant: Facilities Team. Regards,\nThe Facilities Team');
    untouched('Thanks for fixing it. Hello team, the contact sensor works.');
  });
});

describe('options', () => {
  it('turns categories off', () => {
    const text = 'Mail ana@example.com or call 555-123-4567.';
    const result = redact(text, { categories: ['phone'] });
    expect(result.redactedText).toBe('Mail ana@example.com or call ***-***-4567.');
    expect(redact(text, { categories: [] }).redactedText).toBe(text);
  });
  it('numbers placeholders consistently', () => {
    const text = 'From ana@example.com to bo@example.com; cc ANA@example.com. Call 555-123-4567 or 1-555-123-4567.';
    expect(redact(text, { consistent: true }).redactedText).toBe(
      'From {{EMAIL_1}} to {{EMAIL_2}}; cc {{EMAIL_1}}. Call {{PHONE_1}} or {{PHONE_1}}.',
    );
  });
  it('covers every category in the catalogue', () => {
    const sample =
      'a@b.com 555-123-4567 SSN 123-45-6789 4111111111111111 000123456789 42 Wallaby Way DOB 03/14/1985 ' +
      'Building 7 Unit 4B AHU-3 TS-1042 72°F 12 kWh 10.0.0.1 00:1A:2B:3C:4D:5E Tenant: John Smith';
    expect(redact(sample).categories).toEqual([...CATEGORY_IDS]);
  });
});

describe('overlaps resolve to one span', () => {
  it('keeps the e-mail over the long number and the name inside it', () => {
    expect(found('Contact: 123456789@example.com')).toEqual([['email', '123456789@example.com']]);
    expect(found('Tenant: John.Smith@example.com')).toEqual([['email', 'John.Smith@example.com']]);
  });
  it('never returns overlapping or unsorted spans', () => {
    const text = 'SSN 123-45-6789@example.com Mr. Smith 555-123-4567 4111 1111 1111 1111 10.0.0.1';
    const spans = redact(text).spans;
    for (let k = 1; k < spans.length; k++) expect(spans[k].start).toBeGreaterThanOrEqual(spans[k - 1].end);
  });
});
