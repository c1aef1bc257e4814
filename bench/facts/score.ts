import { DAYS, businessFactsSchema, type BusinessFacts, type Hours } from '~core/lib/facts/schema';
import { sameServiceLabel } from '~core/lib/generation/facts-text';
import type { FactCase } from './case';

/**
 * Scoring of the fact-extraction suite (matching rules: docs/decisions/141). Each kind is a set of items;
 * an extracted item is correct when it matches a hand-written one, so precision = correct / extracted and
 * recall = correct / hand-written.
 */
export const KINDS = ['offerings', 'prices', 'hours', 'email', 'phone', 'address', 'bookingUrl', 'people', 'roles', 'place', 'social'] as const;
export type Kind = (typeof KINDS)[number];
export type Tally = { correct: number; extracted: number; expected: number };
export type KindScore = Tally & { precision: number | null; recall: number | null };
export type SetScore = { cases: number; kinds: Record<Kind, KindScore>; mistakes: string[] };

const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'sir']);

/** Lower case, '&' as 'and', punctuation as spaces, no leading 'the'. */
export function normalise(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}
const normPrice = (v: string) => v.toLowerCase().replace(/\s+/g, '');
const normPhone = (v: string) => v.replace(/\D/g, '');
const normUrl = (v: string) => v.toLowerCase().replace(/^https?:\/\//, '').replace(/\/+$/, '');
const normPerson = (v: string) =>
  normalise(v)
    .split(' ')
    .filter((w) => !TITLES.has(w))
    .join(' ');
/** Roles match when one contains the other as whole words ("Handyman" and "local handyman"). */
const sameRole = (a: string, b: string) => {
  const x = ` ${normalise(a)} `;
  const y = ` ${normalise(b)} `;
  return x.includes(y) || y.includes(x);
};

type Item = { key: string; show: string; label?: string };
/** The same item: the same key, and for hours the same service (or both opening hours). */
const sameItem = (a: Item, b: Item) => a.key === b.key && (a.label === undefined ? b.label === undefined : b.label !== undefined && sameServiceLabel(a.label, b.label));

function items(facts: BusinessFacts): Record<Exclude<Kind, 'prices' | 'roles'>, Item[]> {
  const c = facts.contact;
  const one = (v: string | undefined, norm: (s: string) => string) => (v ? [{ key: norm(v), show: v }] : []);
  const hours: Item[] = [];
  // A service's hours (docs/decisions/251) are hours items too, one per day, each under its label: a day matches only
  // a day of the same service (labels as `sameServiceLabel` compares them), never an opening day, and the other way round.
  const days = (stated: Hours['days'], label?: string) => {
    for (const day of DAYS) {
      const h = stated[day];
      if (!h) continue;
      const value = h.status === 'open' ? h.intervals.map((i) => `${i.open}-${i.close}`).join(',') : h.status;
      hours.push({ key: `${day} ${value}`, show: `${label ? `${label}: ` : ''}${day} ${value}`, label });
    }
  };
  if (facts.hours) {
    days(facts.hours.days);
    if (facts.hours.appointmentOnly) hours.push({ key: 'appointment only', show: 'appointment only' });
  }
  for (const s of facts.serviceHours) days(s.days, s.label);
  return {
    offerings: facts.offerings.map((o) => ({ key: normalise(o.name), show: o.name })),
    hours,
    email: one(c.email, (s) => s.toLowerCase()),
    phone: one(c.phone, normPhone),
    address: one(c.address, normalise),
    bookingUrl: one(c.bookingUrl, normUrl),
    people: facts.people.map((p) => ({ key: normPerson(p.name), show: p.name })),
    place: one(facts.place, normalise),
    social: facts.social.map((s) => ({ key: normUrl(s), show: s })),
  };
}

/** Scores one case; `mistakes` gets a line per wrong or missed item. */
export function scoreCase(extracted: BusinessFacts, expected: BusinessFacts, mistakes: string[] = [], id = ''): Record<Kind, Tally> {
  const got = items(extracted);
  const want = items(expected);
  const out = {} as Record<Kind, Tally>;
  for (const kind of Object.keys(got) as (keyof typeof got)[]) {
    let correct = 0;
    for (const item of got[kind]) {
      if (want[kind].some((w) => sameItem(w, item))) correct++;
      else mistakes.push(`${id} ${kind}: wrong ${JSON.stringify(item.show)}`);
    }
    for (const item of want[kind]) if (!got[kind].some((g) => sameItem(g, item))) mistakes.push(`${id} ${kind}: missed ${JSON.stringify(item.show)}`);
    out[kind] = { correct, extracted: got[kind].length, expected: want[kind].length };
  }
  // Prices and roles are read on the offerings and people that matched by name.
  const prices: Tally = { correct: 0, extracted: 0, expected: expected.offerings.filter((o) => o.price).length };
  for (const o of extracted.offerings) {
    if (!o.price) continue;
    prices.extracted++;
    const match = expected.offerings.find((e) => normalise(e.name) === normalise(o.name));
    if (match?.price && normPrice(match.price) === normPrice(o.price)) prices.correct++;
    else mistakes.push(`${id} prices: wrong ${JSON.stringify(`${o.name} ${o.price}`)}${match?.price ? ` (want ${match.price})` : ''}`);
  }
  const roles: Tally = { correct: 0, extracted: 0, expected: expected.people.filter((p) => p.role).length };
  for (const p of extracted.people) {
    if (!p.role) continue;
    roles.extracted++;
    const match = expected.people.find((e) => normPerson(e.name) === normPerson(p.name));
    if (match?.role && sameRole(match.role, p.role)) roles.correct++;
    else mistakes.push(`${id} roles: wrong ${JSON.stringify(`${p.name}: ${p.role}`)}${match?.role ? ` (want ${match.role})` : ''}`);
  }
  for (const e of expected.offerings) {
    if (e.price && !extracted.offerings.some((o) => o.price && normalise(o.name) === normalise(e.name)))
      mistakes.push(`${id} prices: missed ${JSON.stringify(`${e.name} ${e.price}`)}`);
  }
  for (const e of expected.people) {
    if (e.role && !extracted.people.some((p) => p.role && normPerson(p.name) === normPerson(e.name)))
      mistakes.push(`${id} roles: missed ${JSON.stringify(`${e.name}: ${e.role}`)}`);
  }
  out.prices = prices;
  out.roles = roles;
  return out;
}

export type Extract = (description: string, context: { name: string; businessType: string }) => { facts: BusinessFacts };

/** Runs the extractor on every case of a set and sums the tallies per kind. */
export function scoreSet(cases: FactCase[], extract: Extract): SetScore {
  const totals = Object.fromEntries(KINDS.map((k) => [k, { correct: 0, extracted: 0, expected: 0 }])) as Record<Kind, Tally>;
  const mistakes: string[] = [];
  for (const c of cases) {
    const expected = businessFactsSchema.parse(c.facts);
    const { facts } = extract(c.description, { name: c.name, businessType: c.businessType });
    const tallies = scoreCase(facts, expected, mistakes, c.id);
    for (const k of KINDS) {
      totals[k].correct += tallies[k].correct;
      totals[k].extracted += tallies[k].extracted;
      totals[k].expected += tallies[k].expected;
    }
  }
  const kinds = Object.fromEntries(
    KINDS.map((k) => {
      const t = totals[k];
      return [k, { ...t, precision: t.extracted ? t.correct / t.extracted : null, recall: t.expected ? t.correct / t.expected : null }];
    }),
  ) as Record<Kind, KindScore>;
  return { cases: cases.length, kinds, mistakes };
}
