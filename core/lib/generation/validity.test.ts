import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessFactsSchema } from '../facts/schema';
import { buildBrief } from './brief';
import { composeContent } from './composer';
import { HOSTILE_DESCRIPTIONS, sampleBriefs } from './samples';
import { buildSite } from './site';

const require = createRequire(import.meta.url);

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

/** Runs the Nu Html Checker (vnu.jar, on Java) over a folder; returns its error messages. */
function vnuErrors(dir: string): VnuMessage[] {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  try {
    execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    return [];
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '');
    if (!stderr.trim().startsWith('{')) throw new Error(`vnu did not run (is Java installed?): ${stderr || (error as Error).message}`);
    return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error');
  }
}

describe('generated HTML', () => {
  it('is valid for every sample business and for hostile input (Nu Html Checker)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairstack-vnu-'));
    try {
      const briefs = [
        ...sampleBriefs(),
        ...HOSTILE_DESCRIPTIONS.map((description, i) =>
          buildBrief({ name: `<b>Hostile</b> ${i}`, businessType: ['Restaurant', 'Technology', 'Portfolio', 'Healthcare'][i % 4], description, requirements: '<script>x</script>', siteUrl: `https://fairstack.example/sites/hostile-${i}/`, generatedAt: Date.UTC(2026, 10, 23) }),
        ),
        // A confirmed timetable with owner-written markup in it (docs/decisions/267).
        buildBrief({
          name: 'Studio <i>One</i>',
          businessType: 'Education',
          description: 'Yoga classes in Kendal.',
          facts: businessFactsSchema.parse({ timetable: [{ day: 'mon', start: '18:30', end: '19:30', activity: 'Hatha <b>&</b> "flow"' }, { day: 'sat', start: '09:00', activity: 'Beginners' }] }),
          siteUrl: 'https://fairstack.example/sites/timetable/',
          generatedAt: Date.UTC(2026, 10, 23),
        }),
      ];
      briefs.forEach((brief, i) => {
        const site = join(dir, `site-${i}`);
        mkdirSync(site);
        for (const file of buildSite(brief, composeContent(brief))) if (file.path.endsWith('.html')) writeFileSync(join(site, file.path), file.body);
      });
      const errors = vnuErrors(dir);
      expect(errors.map((e) => `${e.url.split('/').slice(-2).join('/')}:${e.lastLine}: ${e.message} [${e.extract ?? ''}]`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
