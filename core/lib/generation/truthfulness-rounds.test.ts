import { describe, expect, it } from 'vitest';
import { auditCases, auditCasesRound2, type AuditCase } from '../../../bench/facts/audit/cases';
import { corrected, factProblems, generate, generateConfirmed, pageProblems, staleProblems } from '../../../bench/facts/audit/check';
import { auditCasesRound3 } from '../../../bench/facts/audit/round3';
import { auditCasesRound4 } from '../../../bench/facts/audit/round4';
import { auditCasesRound5 } from '../../../bench/facts/audit/round5';
import { auditCasesRound6 } from '../../../bench/facts/audit/round6';
import { auditCasesRound7 } from '../../../bench/facts/audit/round7';
import { auditCasesRound8 } from '../../../bench/facts/audit/round8';
import { auditCasesRound9 } from '../../../bench/facts/audit/round9';
import { auditCasesRound10, auditCasesRound10HeldOut } from '../../../bench/facts/audit/round10';
import { auditCasesRound11 } from '../../../bench/facts/audit/round11';
import { auditCasesRound12, auditCasesRound12HeldOut } from '../../../bench/facts/audit/round12';
import { auditCasesRound13, auditCasesRound13HeldOut } from '../../../bench/facts/audit/round13';
import { auditCasesRound14, auditCasesRound14HeldOut } from '../../../bench/facts/audit/round14';
import { auditCasesPlaces, auditCasesPlacesHeldOut } from '../../../bench/facts/audit/places';
import { auditCasesServiceHours, auditCasesServiceHoursHeldOut } from '../../../bench/facts/audit/service-hours';
import { businessFactsSchema } from '../facts/schema';

/**
 * The truthfulness audit's rounds five to fourteen, the service-hours and the places material, each generated three ways as production does: from the extractor's
 * reading, from the facts as the owner confirms them and from the facts as the owner corrects them. What each round's
 * descriptions are, and its first score, is in its decision record.
 */
const ROUNDS: { name: string; decision: string; cases: AuditCase[]; minimum: number }[] = [
  { name: 'five', decision: '241', cases: auditCasesRound5, minimum: 45 },
  { name: 'six', decision: '243', cases: auditCasesRound6, minimum: 40 },
  { name: 'seven', decision: '245', cases: auditCasesRound7, minimum: 15 },
  { name: 'eight', decision: '246', cases: auditCasesRound8, minimum: 14 },
  { name: 'nine', decision: '247', cases: auditCasesRound9, minimum: 12 },
  { name: 'ten', decision: '250', cases: auditCasesRound10, minimum: 33 },
  { name: "ten's held-out part", decision: '250', cases: auditCasesRound10HeldOut, minimum: 10 },
  { name: 'of service hours', decision: '251', cases: auditCasesServiceHours, minimum: 15 },
  { name: "of service hours' held-out part", decision: '251', cases: auditCasesServiceHoursHeldOut, minimum: 5 },
  { name: 'eleven', decision: '252', cases: auditCasesRound11, minimum: 20 },
  { name: 'of places by preposition, hashtag and no keyword', decision: '253', cases: auditCasesPlaces, minimum: 30 },
  { name: "of places' held-out part", decision: '253', cases: auditCasesPlacesHeldOut, minimum: 10 },
  { name: 'twelve', decision: '254', cases: auditCasesRound12, minimum: 22 },
  { name: "twelve's held-out part", decision: '254', cases: auditCasesRound12HeldOut, minimum: 8 },
  { name: 'thirteen', decision: '257', cases: auditCasesRound13, minimum: 20 },
  { name: "thirteen's held-out part", decision: '257', cases: auditCasesRound13HeldOut, minimum: 10 },
  { name: 'fourteen', decision: '267', cases: auditCasesRound14, minimum: 26 },
  { name: "fourteen's held-out part", decision: '267', cases: auditCasesRound14HeldOut, minimum: 13 },
];

/** Cases that still fail, by id, with why (and the decision that says so). `it.fails` turns red the day one passes. */
const KNOWN_GAPS: Record<string, string> = {
};

function checkAll(c: AuditCase) {
  const { facts, files } = generate(c);
  expect(factProblems(c, facts), 'invented facts').toEqual([]);
  expect(pageProblems(c, files), 'untrue or private text on the site').toEqual([]);
  expect(pageProblems(c, generateConfirmed(c, businessFactsSchema.parse(c.facts)).files), 'untrue text with the confirmed facts').toEqual([]);
  const fix = corrected(c);
  const site = generateConfirmed(c, fix.facts).files;
  expect(staleProblems(fix.stale, site), 'corrected facts still stated').toEqual([]);
  expect(pageProblems({ ...c, facts: fix.facts }, site), 'untrue text with the corrected facts').toEqual([]);
}

it('every audit case has its own id, and every known gap names one', () => {
  const all = [auditCases, auditCasesRound2, auditCasesRound3, auditCasesRound4, ...ROUNDS.map((r) => r.cases)].flat();
  expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  for (const id of Object.keys(KNOWN_GAPS)) expect(all.some((c) => c.id === id), id).toBe(true);
});

for (const round of ROUNDS) {
  describe(`the truthfulness audit, round ${round.name} (docs/decisions/${round.decision})`, () => {
    it(`has at least ${round.minimum} cases of its own, with facts the schema accepts`, () => {
      expect(round.cases.length).toBeGreaterThanOrEqual(round.minimum);
      for (const c of round.cases) expect(businessFactsSchema.safeParse(c.facts).success, c.id).toBe(true);
    });

    for (const c of round.cases) {
      const title = `${c.id}: the extractor's reading, the confirmed and the corrected facts all give a true site`;
      if (KNOWN_GAPS[c.id]) it.fails(`${title} (known gap: ${KNOWN_GAPS[c.id]})`, () => checkAll(c));
      else it(title, () => checkAll(c));
    }
  });
}
