import { describe, expect, it } from 'vitest';
import { extractFacts } from '../facts/extract';
import { factsToFormValues, readFactsSubmission, type FactsFormValues } from '../facts/form';
import { jsonLdOf } from '../../../bench/facts/audit/check';
import { buildBrief } from './brief';
import { composeContent } from './composer';
import { buildSite } from './site';
import type { BusinessFacts } from '../facts/schema';

/**
 * A class timetable from the description to the site (docs/decisions/267): the extractor proposes its rows, the owner
 * confirms or corrects them on "What we understood" (a plain form), and only the confirmed rows become the site's
 * "Timetable" section, never its opening hours.
 */
const NAME = 'Kanazawa <Karate> Club';
const DESCRIPTION =
  'Traditional Shotokan karate in Didcot.\nJuniors Mon & Wed 6–7pm, adults Mon & Wed 7–8.30pm, open mat Sunday 10–12.\nWe train at Didcot Leisure Centre. Text 07700 900 118.';

/** The fields the form posts for these values, as a browser without JavaScript sends them. */
function fieldsOf(v: FactsFormValues): Record<string, string> {
  const f: Record<string, string> = { 'hours.mode': 'days', 'contact.phone': v.phone, place: v.place };
  v.offerings.forEach((o, i) => Object.assign(f, { [`offerings.${i}.name`]: o.name, [`offerings.${i}.price`]: o.price }));
  v.timetable.forEach((r, i) => Object.assign(f, { [`timetable.${i}.day`]: r.day, [`timetable.${i}.start`]: r.start, [`timetable.${i}.end`]: r.end, [`timetable.${i}.activity`]: r.activity }));
  return f;
}

const site = (facts: BusinessFacts) => {
  const brief = buildBrief({ name: NAME, businessType: 'Martial arts club', description: DESCRIPTION, facts, siteUrl: 'https://fairstack.example/sites/k/', generatedAt: 0 });
  return buildSite(brief, composeContent(brief)).find((f) => f.path === 'index.html')!.body as string;
};

describe('a timetable: extraction, confirmation, the site (docs/decisions/267)', () => {
  const extraction = extractFacts(DESCRIPTION, { name: NAME, businessType: 'Martial arts club' });

  it('is proposed from the description, never read as facts or as opening hours', () => {
    expect(extraction.timetable).toEqual([
      { day: 'mon', start: '18:00', end: '19:00', activity: 'Juniors' },
      { day: 'wed', start: '18:00', end: '19:00', activity: 'Juniors' },
      { day: 'mon', start: '19:00', end: '20:30', activity: 'Adults' },
      { day: 'wed', start: '19:00', end: '20:30', activity: 'Adults' },
      { day: 'sun', start: '10:00', end: '12:00', activity: 'Open mat' },
    ]);
    expect(extraction.facts.timetable).toEqual([]);
    expect(extraction.facts.hours).toBeUndefined();
    // A site from the extractor's reading alone shows no timetable: only the owner's confirmation makes one.
    expect(site(extraction.facts)).not.toContain('id="timetable"');
  });

  it('is confirmed and corrected on the form without JavaScript, then shown as an accessible, escaped table', () => {
    const values = factsToFormValues(extraction.facts, extraction.timetable);
    const fields = fieldsOf(values);
    // The owner removes Wednesday's juniors (a row button, a plain submit) …
    const removed = readFactsSubmission({ ...fields, intent: 'remove:timetable:1' }, null);
    expect(removed.kind).toBe('rows');
    // … renames the open mat, and saves.
    const kept = fieldsOf(removed.values);
    kept['timetable.3.activity'] = 'Open mat <all grades>';
    const saved = readFactsSubmission(kept, null);
    if (saved.kind !== 'valid') throw new Error(JSON.stringify(saved));
    expect(saved.facts.timetable).toHaveLength(4);

    const page = site(saved.facts);
    const section = /<section id="timetable"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(section).toContain('aria-labelledby="timetable-title"');
    expect(section).toContain('<caption dir="auto">Kanazawa &lt;Karate&gt; Club timetable</caption>');
    expect(section).toContain('<th scope="col">Day</th><th scope="col">Time</th><th scope="col">Class</th>');
    const rows = [...section.matchAll(/<tr><th scope="row">(\w+)<\/th><td>([^<]+)<\/td><td dir="auto">([^<]+)<\/td><\/tr>/g)].map((m) => m.slice(1).join(' | '));
    expect(rows).toEqual(['Monday | 18:00 – 19:00 | Juniors', 'Monday | 19:00 – 20:30 | Adults', 'Wednesday | 19:00 – 20:30 | Adults', 'Sunday | 10:00 – 12:00 | Open mat &lt;all grades&gt;']);
    // Never opening hours: no hours section claims them and the structured data holds none.
    expect(page).not.toMatch(/Opening hours/);
    expect(jsonLdOf(page).openingHoursSpecification).toBeUndefined();
  });

  it('refuses a row without a day or with an end before its start, on the field to fix', () => {
    const fields = fieldsOf(factsToFormValues(extraction.facts, [{ day: 'tue', start: '19:00', end: '18:00', activity: 'Kata' }]));
    fields['timetable.1.start'] = '10:00';
    fields['timetable.1.activity'] = 'Sparring';
    const saved = readFactsSubmission(fields, null);
    expect(saved.kind).toBe('invalid');
    if (saved.kind === 'invalid') {
      expect(saved.errors['timetable.0.end']).toBe('The end must be after the start');
      expect(saved.errors['timetable.1.day']).toBe('Choose a day');
    }
  });
});
