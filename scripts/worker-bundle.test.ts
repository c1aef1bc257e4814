import { describe, expect, it } from 'vitest';
import { oneByteSource } from './worker-bundle.mjs';

/** Imports a module from its source text. */
const load = (code: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/** Exports compared through their plain values; a RegExp by its behaviour on the samples. */
const SAMPLES = ['9–5', 'Mon—Fri', 'café', '€12', '£5', '😀', 'a😀b', '。', 'x', '', '–', 'Ünïcödé', '₹ 500'];
function observe(value: unknown): unknown {
  if (value instanceof RegExp) return { flags: value.flags, matches: SAMPLES.map((s) => new RegExp(value.source, value.flags).exec(s)?.slice()) };
  if (typeof value === 'function') return SAMPLES.map((s) => observe(value(s)));
  if (Array.isArray(value)) return value.map(observe);
  return value;
}

async function sameModule(code: string) {
  const rewritten = oneByteSource(code) as string;
  expect(rewritten).toMatch(/^[\x00-\xff]*$/);
  const [before, after] = [await load(code), await load(rewritten)];
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const key of Object.keys(before)) expect(observe(after[key]), key).toEqual(observe(before[key]));
  return rewritten;
}

describe('oneByteSource', () => {
  it('keeps a module whose characters are all Latin-1 as it is, tagged templates included', () => {
    const code = 'export const a = /x/g, b = `y${1}`, c = html`<p>\u00a9 caf\u00e9 \u00a312</p>`;\n'.replace(/\\u00(..)/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
    expect(code).toContain('©');
    expect(oneByteSource(code)).toBe(code);
  });

  it('keeps what regular expressions match, with and without the u and v flags', async () => {
    await sameModule(`
      export const dash = /\\d–\\d/;
      export const range = /^[\\s,:()/–—-]*$/;
      export const stops = /[.!?。！？]+/g;
      export const letters = /\\p{L}[\\p{L}'’-]*/gu;
      export const face = /😀/;
      export const faceClass = /^[😀]$/u;
      export const faceSet = /^[😀–]$/v;
      export const currency = /(?<![\\d£$€.,:/])\\d+/;
    `);
  });

  it('keeps the strings String.raw builds, and what regular expressions made from them match', async () => {
    const rewritten = await sameModule(`
      const WORD = String.raw\`[A-Z][\\p{L}'’.-]*\`;
      export const word = WORD;
      export const separator = String.raw\`\\s*(?:-|–|—|to)\\s*\`;
      export const hours = new RegExp(String.raw\`\\d+\${separator}\\d+\`, 'u');
      export const name = new RegExp(\`^\${WORD}$\`, 'u');
      export const currencies = String.raw\`[$€£¥₹₩₽]|US\\$\`;
    `);
    expect(rewritten).toContain('${"\\u2019"}');
  });

  it('keeps template literals, nested ones included, strings, identifiers and comments', async () => {
    await sameModule(`
      // Prices in € — always with VAT.
      /* A block comment: “quoted” → arrow */
      const café = 'crème brûlée';
      export const dish = café;
      export const line = (s) => \`Open 9–5 — \${s} \${\`inner ‘\${s}’ …\`} ✓\`;
      export const label = "Ünïcödé ₹";
      export const emoji = [...'😀'].length;
      export const key = { 'naïve': 1, ['—']: 2 };
    `);
  });

  it('refuses what it cannot rewrite without changing a value', () => {
    expect(() => oneByteSource('export const a = html`<p>—</p>`; function html(s) { return s.raw[0]; }')).toThrow(/tagged/);
    expect(() => oneByteSource('export const a = /\\–/;')).toThrow(/escaped/);
  });
});
