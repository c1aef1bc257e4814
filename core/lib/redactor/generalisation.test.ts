import { describe, expect, it } from 'vitest';
import { redact } from './index';

/** [category, text] of every redaction, in order. */
function found(text: string): [string, string][] {
  return redact(text).spans.map((s) => [s.category, text.slice(s.start, s.end)]);
}
const of = (text: string, category: string) => found(text).filter(([c]) => c === category).map(([, v]) => v);

describe('Unicode in the wild (decision 063)', () => {
  it('reads dashes, non-breaking hyphens and narrow no-break spaces as their ASCII forms', () => {
    expect(of('call (718) 555\u20130163 now', 'phone')).toEqual(['(718) 555\u20130163']);
    expect(of('AHU\u20113 tripped', 'hvac_id')).toEqual(['AHU\u20113']);
    expect(of('main incomer 40\u202f814 kWh', 'energy')).toEqual(['40\u202f814 kWh']);
    expect(redact('AHU\u20113 tripped').redactedText).toBe('{{HVAC_ID}} tripped');
  });
});

describe('names by combined evidence (decision 064)', () => {
  it('finds chat speakers, Last, First and sign-offs without a trigger word', () => {
    expect(of('[08:54] Yilmaz, Carlos: the reader is dead\n', 'person_name')).toEqual(['Yilmaz, Carlos']);
    expect(of('Priya Raghunathan  9:14 AM\nanyone seen AHU-2?\n', 'person_name')).toEqual(['Priya Raghunathan']);
    expect(of('all good overnight.\n— Ben\n', 'person_name')).toEqual(['Ben']);
    expect(of('Handed to Niall by Precious.', 'person_name')).toEqual(['Niall', 'Precious']);
  });
  it('does not take places, companies or capitalised words for people', () => {
    expect(of('Mail goes to Austin, TX 53703.', 'person_name')).toEqual([]);
    expect(of('Quote from Johnson Controls attached. Meet at Lincoln Park.', 'person_name')).toEqual([]);
    expect(of('Supply Fan Status Normal', 'person_name')).toEqual([]);
  });
});

describe('tables and JSON, cell by cell (decision 064)', () => {
  it('reads CSV and TSV columns by their header', () => {
    const csv = 'meter_id,reading_kwh,read_by\nMTR-0412,40 814,Aoife Byrne\n';
    expect(found(csv)).toEqual([
      ['sensor_id', 'MTR-0412'],
      ['energy', '40 814'],
      ['person_name', 'Aoife Byrne'],
    ]);
    const tsv = 'item\tlocation\tcount\nFloor boxes\tfloor\t12\n';
    expect(found(tsv)).toEqual([]); // a floor keyword never runs into the next cell
  });
  it('reads JSON values by their key, and a value by its unit', () => {
    expect(found('{"name":"Kiri Te Rangi","dob":"1979-04-23"}')).toEqual([
      ['person_name', 'Kiri Te Rangi'],
      ['dob', '1979-04-23'],
    ]);
    expect(of('{"value":23.6,"unit":"°C"}', 'temperature')).toEqual(['23.6']);
  });
});

describe('identifiers by shape and context (decision 065)', () => {
  it('tells equipment, sensors, floors and document numbers apart', () => {
    expect(found('FAHU-2 and PAU-1 fed from CRAH-07')).toEqual([
      ['hvac_id', 'FAHU-2'],
      ['hvac_id', 'PAU-1'],
      ['hvac_id', 'CRAH-07'],
    ]);
    expect(of('PT-4471 and ZN-TMP-0412 replaced', 'sensor_id')).toEqual(['PT-4471', 'ZN-TMP-0412']);
    expect(of('meeting on L9, then the 28th Floor', 'unit_number')).toEqual(['L9', '28th']);
    expect(found('see WO-55120 and INV-20931')).toEqual([]);
  });
  it('finds national ids and account numbers', () => {
    expect(of('NRIC S8512345D, PAN ABCPM1234F, NI QQ 12 34 56 C', 'ssn')).toEqual(['S8512345D', 'ABCPM1234F', 'QQ 12 34 56 C']);
    expect(of('SIN 046 454 286', 'ssn')).toEqual(['046 454 286']);
    expect(of('account 41234567, bond ref 4021-5567-8813', 'long_number')).toEqual(['41234567', '4021-5567-8813']);
  });
});

describe('numbers and places outside the US (decision 063)', () => {
  it('finds phones with trunk prefixes and national formats', () => {
    expect(of('ring 07700 900 481 or (02) 9555 0111 or 98765 43210', 'phone')).toEqual(['07700 900 481', '(02) 9555 0111', '98765 43210']);
  });
  it('reads decimal commas and leaves calibration offsets alone', () => {
    expect(of('supply 16,8 °C against SP 18,0 °C', 'temperature')).toEqual(['16,8 °C', '18,0 °C']);
    expect(of('offset 0.4 deg applied', 'temperature')).toEqual([]);
  });
  it('reads addresses with postcodes, French street types and hyphenated house numbers', () => {
    expect(of('at 7 Marchmont Road, Edinburgh EH9 1HZ today', 'address')).toEqual(['7 Marchmont Road, Edinburgh EH9 1HZ']);
    expect(of('au 2145, rue Sherbrooke Est, Montréal (Québec) H2K 1C3.', 'address')).toEqual(['2145, rue Sherbrooke Est, Montréal (Québec) H2K 1C3']);
    expect(of('site: 29-50 Northern Blvd, Long Island City, NY 11101', 'address')).toEqual(['29-50 Northern Blvd, Long Island City, NY 11101']);
  });
  it('reads "b. 3 June 1962" as a date of birth', () => {
    expect(of('Guarantor, b. 3 June 1962', 'dob')).toEqual(['3 June 1962']);
  });
});

describe('tables of any width', () => {
  it('reads the first 32 columns of a wide table and never emits a span outside the text', () => {
    const header = Array.from({ length: 40 }, (_, k) => (k === 35 ? 'name' : k === 2 ? 'phone' : `col${String.fromCharCode(97 + (k % 26))}`)).join(',');
    const row = Array.from({ length: 40 }, (_, k) => (k === 35 ? 'Aoife Byrne' : k === 2 ? '07700 900 481' : 'x')).join(',');
    const text = `${header.replace(/\d/g, '')}\n${row}\n${row}\n`;
    const { spans } = redact(text);
    for (const s of spans) {
      expect(Number.isInteger(s.start) && Number.isInteger(s.end)).toBe(true);
      expect(s.start >= 0 && s.end <= text.length && s.start < s.end).toBe(true);
    }
    expect(spans.filter((s) => s.category === 'phone').length).toBe(2);
  });
});
