import { describe, expect, it } from 'vitest';
import { redact, RedactionStream } from './index';

const MB = 1 << 20;

function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** CPU time of this process (the machine is shared: wall time would measure the neighbours too). */
function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function bestOf(runs: number, fn: () => void): number {
  let best = Infinity;
  for (let r = 0; r < runs; r++) best = Math.min(best, cpuMs(fn));
  return best;
}

/**
 * Inputs built to trip backtracking or quadratic scanning. Each must finish fast at 1 MB, and 1 MB must
 * not cost much more than 4 times 256 KB (linear growth; the bound is loose because the machine is shared).
 */
const CASES: [string, string][] = [
  ['a million digits', '1'],
  ['a million @', '@'],
  ['one line without spaces', 'abcdefghij'],
  ['repeated near-miss e-mails', 'a.b@c'],
  ['e-mail local parts without a domain', 'john.smith.'],
  ['dotted quads that never end', '1.1.'],
  ['near-miss SSNs', '123-45-678 '],
  ['near-miss phones', '(555) 123-456 '],
  ['colon chains', 'fe80:'],
  ['MAC-like pairs', 'aa:'],
  ['titles without names', 'Mr. '],
  ['name triggers', 'Tenant: John '],
  ['street numbers without streets', '12 Main '],
  ['dashed digit chains', '12-'],
  ['degree signs', '7°'],
  ['hex and digits', 'a1'],
  // decision 072: logfmt lines, plural keywords, compound nouns and streets written in words
  ['one logfmt line of many pairs', 'kwh=1 2 '],
  ['logfmt lines with unclosed quotes', 'meter="EL 0\n'],
  ['plural keywords before ranges', 'floors 3-'],
  ['compound nouns before ids', 'Umwälzpumpe P-'],
  ['streets in words without towns', 'Route de la Pré 2, 1'],
  // decision 080, amendment: address labels on one long line, codes in brackets, Korean suffixes, document words
  ['address labels on one line', 'Address: 12 b '],
  ['codes in brackets after names', 'House (AB-1'],
  ['Korean flats without ends', '12호'],
  ['document words before codes', 'Ticket FM-'],
];

describe('adversarial inputs run in linear time', () => {
  it.each(CASES)('%s', (_name, unit) => {
    // 8x the input: linear time gives ~8x, quadratic ~64x. The wide margin absorbs a busy shared machine.
    const small = repeatTo(unit, MB / 8);
    const big = repeatTo(unit, MB);
    redact(small); // warm up
    const tSmall = Math.max(bestOf(3, () => redact(small)), 10);
    let result: ReturnType<typeof redact> | undefined;
    const tBig = bestOf(3, () => {
      result = redact(big);
    });
    expect(result!.redactedText.length).toBeGreaterThan(0);
    expect(tBig).toBeLessThan(3000);
    expect(tBig / tSmall).toBeLessThan(24);
  });

  it('masks a million digits except nothing (too long to keep a last four)', () => {
    const out = redact('1'.repeat(MB)).redactedText;
    expect(out).toBe('*'.repeat(MB));
  });

  it('streams a 1 MB line without spaces in bounded pieces', () => {
    const text = repeatTo('abc1', MB);
    const stream = new RedactionStream();
    let out = '';
    for (let i = 0; i < text.length; i += 64 * 1024) out += stream.push(text.slice(i, i + 64 * 1024));
    out += stream.end();
    expect(out).toBe(text);
  });
});
