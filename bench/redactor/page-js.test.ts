import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageJs } from '../landing-js.mjs';

/**
 * The /redactor page's own JavaScript was 138.6 KB gzip before the name lexicon existed (React, the page,
 * zod for its form); the budget keeps it there. The lexicon (about 570 KB gzip in the worker's chunk)
 * must never reach the page (decision 064).
 */
const PAGE_BUDGET_BYTES = 145 * 1024;
/** A name only the humannames lexicon holds: it marks the chunk that carries the lexicon. */
const LEXICON_MARKER = 'Aabidah';
const assets = join(__dirname, '..', '..', 'build', 'client', 'assets');

describe('redactor page JavaScript (reads the production build)', () => {
  it('ships at most 145 KB gzip up front and no name lexicon', () => {
    const { gzipBytes, files } = pageJs(['root', 'routes/redactor']) as { gzipBytes: number; files: string[] };
    expect(gzipBytes).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
    for (const f of files) expect(readFileSync(join(assets, '..', f), 'utf8').includes(LEXICON_MARKER), f).toBe(false);
  });

  it('loads the lexicon with the Web Worker', () => {
    const workers = readdirSync(assets).filter((f) => f.startsWith('redactor.worker') && f.endsWith('.js'));
    expect(workers.length).toBe(1);
    expect(readFileSync(join(assets, workers[0]), 'utf8').includes(LEXICON_MARKER)).toBe(true);
  });
});
