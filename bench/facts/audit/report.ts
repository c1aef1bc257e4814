import { auditCases, auditCasesRound2, type AuditCase } from './cases';
import { auditCasesRound3 } from './round3';
import { auditCasesRound4 } from './round4';
import { auditCasesRound5 } from './round5';
import { auditCasesRound6 } from './round6';
import { auditCasesRound7 } from './round7';
import { auditCasesRound8 } from './round8';
import { auditCasesRound9 } from './round9';
import { auditCasesRound10, auditCasesRound10HeldOut } from './round10';
import { auditCasesServiceHours, auditCasesServiceHoursHeldOut } from './service-hours';
import { auditCasesRound11 } from './round11';
import { auditCasesPlaces, auditCasesPlacesHeldOut } from './places';
import { auditCasesRound12, auditCasesRound12HeldOut } from './round12';
import { auditCasesRound13, auditCasesRound13HeldOut } from './round13';
import { auditCasesRound14, auditCasesRound14HeldOut } from './round14';
import { corrected, factProblems, generate, generateConfirmed, pageProblems, staleProblems } from './check';
import { businessFactsSchema } from '~core/lib/facts/schema';

/** The audit's rounds (docs/decisions/149, 142, 240, 241, 243, 245, 246, 247, 250, 251, 252, 253, 254, 255, 257, 267), each scored apart. */
export const AUDIT_ROUNDS: { id: string; title: string; file: string; cases: AuditCase[] }[] = [
  { id: 'round1-2', title: 'rounds one and two', file: 'bench/facts/audit/cases.ts', cases: [...auditCases, ...auditCasesRound2] },
  { id: 'round3', title: 'round three', file: 'bench/facts/audit/round3.ts', cases: auditCasesRound3 },
  { id: 'round4', title: 'round four', file: 'bench/facts/audit/round4.ts', cases: auditCasesRound4 },
  { id: 'round5', title: 'round five', file: 'bench/facts/audit/round5.ts', cases: auditCasesRound5 },
  { id: 'round6', title: 'round six', file: 'bench/facts/audit/round6.ts', cases: auditCasesRound6 },
  { id: 'round7', title: 'round seven', file: 'bench/facts/audit/round7.ts', cases: auditCasesRound7 },
  { id: 'round8', title: 'round eight', file: 'bench/facts/audit/round8.ts', cases: auditCasesRound8 },
  { id: 'round9', title: 'round nine', file: 'bench/facts/audit/round9.ts', cases: auditCasesRound9 },
  { id: 'round10', title: 'round ten', file: 'bench/facts/audit/round10.ts', cases: auditCasesRound10 },
  { id: 'round10-heldout', title: "round ten's held-out part", file: 'bench/facts/audit/round10.ts', cases: auditCasesRound10HeldOut },
  { id: 'service-hours', title: 'service hours', file: 'bench/facts/audit/service-hours.ts', cases: auditCasesServiceHours },
  { id: 'service-hours-heldout', title: "service hours' held-out part", file: 'bench/facts/audit/service-hours.ts', cases: auditCasesServiceHoursHeldOut },
  { id: 'round11', title: 'round eleven', file: 'bench/facts/audit/round11.ts', cases: auditCasesRound11 },
  { id: 'places', title: 'places by preposition, hashtag and no keyword', file: 'bench/facts/audit/places.ts', cases: auditCasesPlaces },
  { id: 'places-heldout', title: "places' held-out part", file: 'bench/facts/audit/places.ts', cases: auditCasesPlacesHeldOut },
  { id: 'round12', title: 'round twelve', file: 'bench/facts/audit/round12.ts', cases: auditCasesRound12 },
  { id: 'round12-heldout', title: "round twelve's held-out part", file: 'bench/facts/audit/round12.ts', cases: auditCasesRound12HeldOut },
  { id: 'round13', title: 'round thirteen', file: 'bench/facts/audit/round13.ts', cases: auditCasesRound13 },
  { id: 'round13-heldout', title: "round thirteen's held-out part", file: 'bench/facts/audit/round13.ts', cases: auditCasesRound13HeldOut },
  { id: 'round14', title: 'round fourteen', file: 'bench/facts/audit/round14.ts', cases: auditCasesRound14 },
  { id: 'round14-heldout', title: "round fourteen's held-out part", file: 'bench/facts/audit/round14.ts', cases: auditCasesRound14HeldOut },
];

/** Every problem the audit finds, per round, case and run (extractor's reading, confirmed and corrected facts). */
export function auditReport() {
  return AUDIT_ROUNDS.map((round) => ({
    id: round.id,
    title: round.title,
    file: round.file,
    rows: round.cases.map((c) => {
      const { facts, files } = generate(c);
      const fix = corrected(c);
      const site = generateConfirmed(c, fix.facts).files;
      return {
        id: c.id,
        extracted: [...factProblems(c, facts), ...pageProblems(c, files)],
        confirmed: pageProblems(c, generateConfirmed(c, businessFactsSchema.parse(c.facts)).files),
        corrected: [...staleProblems(fix.stale, site), ...pageProblems({ ...c, facts: fix.facts }, site)],
      };
    }),
  }));
}
