import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageJs } from './landing-js.mjs';

/**
 * The landing's budget: the 90 KB gzip up front (it ships 89.5 KB; a bare Remix 2 page is ~85 KB). The page
 * content and the whole frame, navigation included, hydrate from chunks fetched after the entry
 * (app/lib/hydrate-later.tsx, docs/decisions/164 and 168): anything new for the first view belongs there too.
 */
const LANDING_BUDGET_BYTES = 90 * 1024;

describe('landing JavaScript budget (reads the production build)', () => {
  it('ships at most 90 KB gzip of JavaScript up front on /', () => {
    const { gzipBytes, files } = pageJs(['root', 'routes/_index']) as { gzipBytes: number; files: string[] };
    expect(
      files.some((f) => f.includes('watch-demo-dialog')),
      'the demo dialog loads on demand',
    ).toBe(false);
    expect(
      files.some((f) => f.includes('newsletter')),
      'zod loads on demand',
    ).toBe(false);
    for (const later of ['landing-page', 'nav-bar', 'footer', 'global-overlays', 'toast-card', 'error-page']) {
      expect(files.some((f) => f.includes(later)), `${later} hydrates from its own chunk`).toBe(false);
    }
    // Headless UI names its elements' ids `headlessui-…`: none of its code is in the first view.
    const upFront = files.map((f) => readFileSync(join(import.meta.dirname, '..', 'build', 'client', f), 'utf8'));
    expect(upFront.some((code) => code.includes('headlessui')), 'Headless UI loads on demand').toBe(false);
    expect(gzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });

  it('keeps the smart-building landing within the same budget', () => {
    const { gzipBytes } = pageJs(['root', 'routes/smart-buildings']) as { gzipBytes: number };
    expect(gzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });
});
