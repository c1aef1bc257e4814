import { DAY_NAMES, DAYS, type BusinessFacts, type Day, type DayHours, type Hours, type Interval, type TimetableRow } from '../facts/schema';

/**
 * The business's facts in words, exactly as given: one place that turns them into text, used by the
 * renderer, the composer's answers and the AI answer checker (docs/decisions/146).
 */

export function intervalText(interval: Interval): string {
  return `${interval.open} – ${interval.close}`;
}

export function dayText(hours: DayHours): string {
  if (hours.status === 'closed') return 'Closed';
  if (hours.status === 'appointment') return 'By appointment';
  return hours.intervals.map(intervalText).join(', ');
}

/** One row per stated day, Monday first; days the owner did not state are absent. Opening hours or a service's. */
export function hoursRows(hours: Pick<Hours, 'days'> | undefined): { day: Day; name: string; text: string }[] {
  if (!hours) return [];
  return DAYS.flatMap((day) => {
    const h = hours.days[day];
    return h ? [{ day, name: DAY_NAMES[day], text: dayText(h) }] : [];
  });
}

/** The confirmed timetable's rows in week order, Monday first and by start time, as the site shows them (docs/decisions/267). */
export function timetableRows(rows: TimetableRow[]): { day: Day; name: string; time: string; activity: string }[] {
  return [...rows]
    .sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || a.start.localeCompare(b.start))
    .map((r) => ({ day: r.day, name: DAY_NAMES[r.day], time: r.end ? intervalText({ open: r.start, close: r.end }) : r.start, activity: r.activity }));
}

/** Whether the facts say anything about when the business is open. */
export function hasOpeningHours(facts: BusinessFacts): boolean {
  return hoursRows(facts.hours).length > 0 || Boolean(facts.hours?.appointmentOnly) || Boolean(facts.hours?.note);
}

/** Whether the facts give any hours: the opening hours or a service's (docs/decisions/251). */
export function hasHours(facts: BusinessFacts): boolean {
  return hasOpeningHours(facts) || facts.serviceHours.length > 0;
}

/** Every set of stated days the facts hold: the opening hours' and each service's (docs/decisions/251). */
export function everyHoursDays(facts: BusinessFacts): Hours['days'][] {
  return [...(facts.hours ? [facts.hours.days] : []), ...facts.serviceHours.map((s) => s.days)];
}

/**
 * Whether two labels name the same service: one holds the other as whole words, so the owner's "Food served" is the
 * "Food" they shortened it to on the facts step, and "Kitchen" is "Kitchen open" (docs/decisions/251).
 */
export function sameServiceLabel(a: string, b: string): boolean {
  const words = (s: string) => ` ${s.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim()} `;
  const x = words(a);
  const y = words(b);
  return x.includes(y) || y.includes(x);
}

/** "A", "A and B", "A, B and C". */
export function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function personText(person: { name: string; role?: string }): string {
  return person.role ? `${person.name} (${person.role})` : person.name;
}

const SOCIAL: [RegExp, string][] = [
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)facebook\.com$/, 'Facebook'],
  [/(^|\.)(x|twitter)\.com$/, 'X'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)youtube\.com$|(^|\.)youtu\.be$/, 'YouTube'],
  [/(^|\.)pinterest\.[a-z.]+$/, 'Pinterest'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)mastodon\.[a-z.]+$/, 'Mastodon'],
];

/** A social link's name: the network's, else the host name. */
export function socialLabel(url: string): string {
  let host = url;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
  return SOCIAL.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/**
 * Places and people never become offerings: an offering whose name is exactly a person's name, the place,
 * or a part of the place or address ("Oregon", "Dr. Maria Lopez") is dropped (docs/decisions/146). A safety
 * net under the extractor; an offering that merely mentions a place ("Portland walking tours") stays.
 */
export function withoutMisplacedOfferings(facts: BusinessFacts): BusinessFacts {
  const key = (s: string) => s.trim().toLowerCase().replace(/[.,;:]+$/, '');
  const taken = new Set<string>();
  for (const p of facts.people) taken.add(key(p.name));
  for (const where of [facts.place, facts.contact.address]) {
    if (!where) continue;
    taken.add(key(where));
    for (const part of where.split(',')) if (part.trim()) taken.add(key(part));
  }
  const offerings = facts.offerings.filter((o) => !taken.has(key(o.name)));
  return offerings.length === facts.offerings.length ? facts : { ...facts, offerings };
}
