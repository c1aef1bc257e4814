import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract';
import { applyRowIntent, BOTH_EMAILS, compactValues, factsFromFormValues, factsToFormValues, formValuesFromFields, parseRowIntent, readFactsSubmission } from './form';
import { businessFactsSchema, type BusinessFacts } from './schema';

/** The fields a browser posts for these values (what the form renders). */
function fieldsOf(facts: BusinessFacts): Record<string, string> {
  const v = factsToFormValues(facts);
  const f: Record<string, string> = { 'hours.mode': v.hoursMode, 'hours.note': v.hoursNote, 'contact.email': v.email, 'contact.phone': v.phone, 'contact.address': v.address, 'contact.bookingUrl': v.bookingUrl, place: v.place };
  v.offerings.forEach((o, i) => Object.assign(f, { [`offerings.${i}.name`]: o.name, [`offerings.${i}.description`]: o.description, [`offerings.${i}.price`]: o.price }));
  v.people.forEach((p, i) => Object.assign(f, { [`people.${i}.name`]: p.name, [`people.${i}.role`]: p.role }));
  v.social.forEach((s, i) => (f[`social.${i}`] = s));
  const dayFields = (prefix: string, days: typeof v.days) => {
    for (const [day, d] of Object.entries(days)) {
      f[`${prefix}.days.${day}.status`] = d.status;
      d.intervals.forEach((iv, i) => Object.assign(f, { [`${prefix}.days.${day}.intervals.${i}.open`]: iv.open, [`${prefix}.days.${day}.intervals.${i}.close`]: iv.close }));
    }
  };
  dayFields('hours', v.days);
  v.serviceHours.forEach((sh, i) => {
    f[`serviceHours.${i}.label`] = sh.label;
    dayFields(`serviceHours.${i}`, sh.days);
  });
  v.timetable.forEach((r, i) => Object.assign(f, { [`timetable.${i}.day`]: r.day, [`timetable.${i}.start`]: r.start, [`timetable.${i}.end`]: r.end, [`timetable.${i}.activity`]: r.activity }));
  return f;
}

const FULL: BusinessFacts = businessFactsSchema.parse({
  offerings: [{ name: 'Country loaf', price: '$9' }, { name: 'Cardamom bun', description: 'Swedish style' }],
  hours: { days: { mon: { status: 'closed' }, tue: { status: 'open', intervals: [{ open: '08:00', close: '12:00' }, { open: '13:00', close: '17:30' }] }, sat: { status: 'appointment' } }, note: 'Closed on public holidays' },
  contact: { email: 'hi@bakery.example', phone: '+44 20 7946 0958', address: '1 Mill Lane', bookingUrl: 'https://book.example/bakery' },
  serviceHours: [{ label: 'Breakfast served', days: { sat: { status: 'open', intervals: [{ open: '08:00', close: '10:30' }, { open: '11:00', close: '11:30' }] }, sun: { status: 'closed' } } }],
  people: [{ name: 'Dr. Ana Souza', role: 'Owner' }],
  place: 'Leeds',
  social: ['https://social.example/bakery'],
  timetable: [{ day: 'tue', start: '18:00', end: '19:00', activity: 'Bread class' }, { day: 'sat', start: '09:30', activity: 'Kids bake' }],
});

describe('facts form', () => {
  it('round-trips facts through the posted fields unchanged', () => {
    const submission = readFactsSubmission(fieldsOf(FULL), null);
    expect(submission.kind).toBe('valid');
    expect(submission.kind === 'valid' && submission.facts).toEqual(FULL);
  });

  it('round-trips whatever the extractor reads', () => {
    const { facts } = extractFacts('Sourdough bakery in Portland run by Ana Souza. We bake country loaves, cardamom buns and rye crackers. Call us on 503-555-0142.', { name: 'Ana’s Sourdough' });
    const submission = readFactsSubmission(fieldsOf(facts), null);
    expect(submission.kind === 'invalid' ? submission.errors : {}).toEqual({});
    expect(submission.kind === 'valid' && submission.facts).toEqual(facts);
  });

  it('drops rows left empty, keeps errors on the row the owner must fix', () => {
    const fields = { ...fieldsOf(FULL), 'offerings.2.name': '', 'offerings.2.price': '', 'offerings.3.name': '', 'offerings.3.price': '$4' };
    const submission = readFactsSubmission(fields, null);
    expect(submission.kind).toBe('invalid');
    if (submission.kind !== 'invalid') return;
    expect(submission.values.offerings).toHaveLength(3);
    expect(submission.errors).toEqual({ 'offerings.2.name': 'Offering name is required' });
  });

  it('puts interval errors on a field: a closing time equal to the opening, an open day without times', () => {
    const fields = { ...fieldsOf(FULL), 'hours.days.tue.intervals.0.close': '08:00', 'hours.days.wed.status': 'open' };
    const submission = readFactsSubmission(fields, null);
    expect(submission.kind === 'invalid' && submission.errors).toMatchObject({
      'hours.days.tue.intervals.0.close': 'Closing time must differ from opening time',
      'hours.days.wed.intervals.0.open': expect.stringContaining('24-hour time'),
    });
  });

  it("edits a service's hours: its label, its days, adding and removing them, with errors on the field (docs/decisions/251)", () => {
    const values = factsToFormValues(FULL);
    const added = applyRowIntent(values, parseRowIntent('add:serviceHours')!);
    expect(added.values.serviceHours).toHaveLength(2);
    expect(added.focus).toBe('serviceHours.1.label');
    expect(applyRowIntent(values, parseRowIntent('remove:serviceHours:0')!).values.serviceHours).toEqual([]);
    const more = applyRowIntent(values, parseRowIntent('add-interval:serviceHours.0.mon')!);
    expect(more.values.serviceHours[0].days.mon.status).toBe('open');
    expect(more.values.days.mon).toEqual(values.days.mon);
    expect(more.focus).toBe('serviceHours.0.days.mon.intervals.1.open');
    expect(applyRowIntent(values, parseRowIntent('remove-interval:serviceHours.0.sat:1')!).values.serviceHours[0].days.sat.intervals).toHaveLength(1);
    // A block that does not exist changes nothing.
    expect(applyRowIntent(values, parseRowIntent('add-interval:serviceHours.3.mon')!).values).toEqual(values);
    for (const bad of ['add-interval:serviceHours.9.mon', 'add-interval:serviceHours.0.funday', 'remove-interval:serviceHours.x.mon:1']) expect(parseRowIntent(bad)).toBeNull();

    const renamed = readFactsSubmission({ ...fieldsOf(FULL), 'serviceHours.0.label': 'Brunch' }, null);
    expect(renamed.kind === 'valid' && renamed.facts.serviceHours[0].label).toBe('Brunch');
    const unlabelled = readFactsSubmission({ ...fieldsOf(FULL), 'serviceHours.0.label': '  ' }, null);
    expect(unlabelled.kind === 'invalid' && unlabelled.errors).toEqual({ 'serviceHours.0.label': 'Hours label is required' });
    const noDays = readFactsSubmission({ ...fieldsOf(FULL), 'serviceHours.0.days.sat.status': 'unstated', 'serviceHours.0.days.sun.status': 'unstated' }, null);
    expect(noDays.kind === 'invalid' && noDays.errors).toEqual({ 'serviceHours.0.days.mon.status': 'Give these hours at least one day' });
    const badTime = readFactsSubmission({ ...fieldsOf(FULL), 'serviceHours.0.days.sat.intervals.0.close': '8pm' }, null);
    expect(badTime.kind === 'invalid' && badTime.errors['serviceHours.0.days.sat.intervals.0.close']).toMatch(/24-hour time/);
    // An added block left empty is dropped, not an error; "no opening hours" leaves the service's hours.
    const empty = readFactsSubmission({ ...fieldsOf(FULL), 'serviceHours.1.label': '', 'serviceHours.1.days.mon.status': 'unstated' }, null);
    expect(empty.kind === 'valid' && empty.facts.serviceHours).toHaveLength(1);
    const none = readFactsSubmission({ ...fieldsOf(FULL), 'hours.mode': 'none' }, null);
    expect(none.kind === 'valid' && none.facts.serviceHours).toEqual(FULL.serviceHours);
  });

  it('hours modes: none discards the days, appointment marks the whole business', () => {
    const none = readFactsSubmission({ ...fieldsOf(FULL), 'hours.mode': 'none' }, null);
    expect(none.kind === 'valid' && none.facts.hours).toBeUndefined();
    const appointment = readFactsSubmission({ ...fieldsOf(FULL), 'hours.mode': 'appointment' }, null);
    expect(appointment.kind === 'valid' && appointment.facts.hours?.appointmentOnly).toBe(true);
    expect(factsToFormValues(appointment.kind === 'valid' ? appointment.facts : FULL).hoursMode).toBe('appointment');
  });

  it('the sign-in e-mail is used only when chosen, and never beside another e-mail', () => {
    const values = compactValues(formValuesFromFields({ ...fieldsOf(FULL), 'contact.email': '', 'contact.useSignInEmail': 'yes' }));
    const chosen = factsFromFormValues(values, 'owner@login.example');
    expect(chosen.ok && chosen.facts.contact.email).toBe('owner@login.example');
    const notChosen = factsFromFormValues({ ...values, useSignInEmail: false }, 'owner@login.example');
    expect(notChosen.ok && notChosen.facts.contact.email).toBeUndefined();
    const both = factsFromFormValues({ ...values, email: 'shop@bakery.example' }, 'owner@login.example');
    expect(!both.ok && both.errors['contact.email']).toBe(BOTH_EMAILS);
    expect(factsToFormValues(FULL).useSignInEmail).toBe(false);
  });

  it('row buttons add and remove rows, within the limits, and name the field to focus', () => {
    const values = factsToFormValues(FULL);
    const added = applyRowIntent(values, parseRowIntent('add:people')!);
    expect(added.values.people).toHaveLength(2);
    expect(added.focus).toBe('people.1.name');
    expect(applyRowIntent(values, parseRowIntent('remove:offerings:0')!).values.offerings.map((o) => o.name)).toEqual(['Cardamom bun']);
    expect(applyRowIntent(values, parseRowIntent('add-interval:mon')!).values.days.mon.status).toBe('open');
    expect(applyRowIntent(values, parseRowIntent('remove-interval:tue:1')!).values.days.tue.intervals).toHaveLength(1);
    const full = { ...values, social: Array.from({ length: 8 }, (_, i) => `https://s${i}.example`) };
    expect(applyRowIntent(full, parseRowIntent('add:social')!).values.social).toHaveLength(8);
    for (const bad of ['add:users', 'remove:offerings:x', 'remove:offerings:100', 'add-interval:funday', 'save', 42]) expect(parseRowIntent(bad)).toBeNull();
  });

  it('reads hostile fields without throwing: unknown keys, huge indexes, non-strings', () => {
    const values = formValuesFromFields({ 'offerings.999.name': 'x', 'offerings.__proto__.name': 'y', 'hours.days.mon.status': 'sometimes', 'hours.mode': 'x', 'contact.phone': 123, place: 'a'.repeat(10_000) });
    expect(values.offerings).toEqual([]);
    expect(values.days.mon.status).toBe('unstated');
    expect(values.phone).toBe('');
    expect(readFactsSubmission({ place: 'a'.repeat(10_000) }, null).kind).toBe('invalid');
  });
});
