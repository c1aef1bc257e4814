import { auditCasesRound3 } from './round3';
import { corrected, factProblems, generate, generateConfirmed, pageProblems, staleProblems } from './check';
import { businessFactsSchema } from '~core/lib/facts/schema';

/** Every problem the third audit round finds, per case and run (docs/decisions/142). */
export function auditReport() {
  return auditCasesRound3.map((c) => {
    const { facts, files } = generate(c);
    const fix = corrected(c);
    const site = generateConfirmed(c, fix.facts).files;
    return {
      id: c.id,
      extracted: [...factProblems(c, facts), ...pageProblems(c, files)],
      confirmed: pageProblems(c, generateConfirmed(c, businessFactsSchema.parse(c.facts)).files),
      corrected: [...staleProblems(fix.stale, site), ...pageProblems({ ...c, facts: fix.facts }, site)],
    };
  });
}
