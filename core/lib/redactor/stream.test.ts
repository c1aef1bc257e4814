import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redact, RedactionStream, type RedactionSpan } from './index';
import { OVERLAP } from './stream';

function streamed(text: string, cuts: number[], options: ConstructorParameters<typeof RedactionStream>[0] = {}) {
  const spans: RedactionSpan[] = [];
  const stream = new RedactionStream({ roundChars: 2 * OVERLAP, ...options, onSpan: (s) => spans.push(s) });
  let out = '';
  let last = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    out += stream.push(text.slice(last, cut));
    last = cut;
  }
  out += stream.push(text.slice(last));
  out += stream.end();
  return { out, spans, stream };
}

// Realistic building text with sensitive values at random places.
const filler = fc.constantFrom(
  'the', 'pump', 'was', 'checked', 'on', 'level', 'and', 'valves', 'replaced.', 'Reading', 'ok;', '12', 'rooms',
  'v2.4.1', '45%', '$1,249.99', '2024-03-15', '14:32:07', 'WO-2024-001', 'Model', 'XR-2000', '\n', 'Regards,', 'Contact',
);
const emailArb = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._]{0,10}[a-z0-9]$/), fc.constantFrom('example.com', 'acme-props.co.uk', 'mail.org'))
  .map(([l, d]) => `${l}@${d}`);
const phoneArb = fc
  .tuple(fc.integer({ min: 200, max: 999 }), fc.integer({ min: 100, max: 999 }), fc.integer({ min: 1000, max: 9999 }), fc.constantFrom('-', '.', ' '))
  .chain(([a, b, c, sep]) => fc.constantFrom(`${a}${sep}${b}${sep}${c}`, `(${a}) ${b}-${c}`, `+1 ${a} ${b} ${c}`));
const ssnArb = fc
  .tuple(fc.integer({ min: 1, max: 665 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9999 }))
  .map(([a, g, s]) => `${String(a).padStart(3, '0')}-${String(g).padStart(2, '0')}-${String(s).padStart(4, '0')}`);
const secretArb = fc.oneof(emailArb.map((v) => ({ kind: 'email', v })), phoneArb.map((v) => ({ kind: 'phone', v })), ssnArb.map((v) => ({ kind: 'ssn', v })));
const docArb = fc.array(fc.oneof({ weight: 5, arbitrary: filler.map((v) => ({ kind: 'text', v })) }, { weight: 1, arbitrary: secretArb }), {
  minLength: 1,
  maxLength: 120,
});
const render = (parts: { kind: string; v: string }[]) => parts.map((p) => p.v).join(' ');

/** Rebuilds the output from the spans: proves every character outside a span is kept as it was. */
function rebuild(text: string, spans: RedactionSpan[]): string {
  let out = '';
  let last = 0;
  for (const s of spans) {
    out += text.slice(last, s.start) + s.replacement;
    last = s.end;
  }
  return out + text.slice(last);
}

describe('properties', () => {
  it('never leaves an input e-mail, phone number or SSN in the output', () => {
    fc.assert(
      fc.property(docArb, (parts) => {
        const text = render(parts);
        const out = redact(text).redactedText;
        for (const p of parts) if (p.kind !== 'text') expect(out).not.toContain(p.v);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps unmatched text byte-identical and spans sorted and disjoint, for any input', () => {
    const alphabet = fc.constantFrom(...'aZ9 0@.-:/#(),+\n\t°%$5_x'.split(''), 'é', '😀', 'kWh', 'Mr.', 'SSN ', 'Unit ', 'AHU-');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 400 }).map((a) => a.join('')), (text) => {
        const result = redact(text);
        expect(rebuild(text, result.spans)).toBe(result.redactedText);
        for (let k = 0; k < result.spans.length; k++) {
          const s = result.spans[k];
          expect(s.end).toBeGreaterThan(s.start);
          if (k > 0) expect(s.start).toBeGreaterThanOrEqual(result.spans[k - 1].end);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same output and spans streamed in random pieces as in one pass', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { minLength: 8, maxLength: 16 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 40 }),
        fc.boolean(),
        (docs, fractions, consistent) => {
          const text = docs.map(render).join('\n');
          const cuts = fractions.map((f) => Math.floor(f * text.length));
          const whole = redact(text, { consistent });
          const { out, spans, stream } = streamed(text, cuts, { consistent });
          expect(out).toBe(whole.redactedText);
          expect(spans).toEqual(whole.spans);
          expect(stream.redactionCount).toBe(whole.redactionCount);
          expect(stream.categories).toEqual(whole.categories);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('chunk borders', () => {
  const record = 'Tenant: Maria Lopez, maria.lopez@example.com, (555) 123-4567, SSN 123-45-6789, 42 Wallaby Way.\n';
  const text = 'x'.repeat(2 * OVERLAP - 37) + record + 'ok '.repeat(3000) + record;

  it('finds matches cut at every position of a piece border', () => {
    const expected = redact(text).redactedText;
    const start = 2 * OVERLAP - 37;
    for (let cut = start; cut <= start + record.length; cut++) {
      expect(streamed(text, [cut]).out).toBe(expected);
    }
  });

  it('keeps context words across a border (SSN then a bare number)', () => {
    const t = 'y '.repeat(OVERLAP * 2) + 'SSN: 123456789 done';
    const cut = t.indexOf('123456789');
    expect(streamed(t, [cut - 1, cut + 4]).out).toBe(redact(t).redactedText);
    expect(streamed(t, [cut]).out.endsWith('SSN: ***-**-**** done')).toBe(true);
  });

  it('masks a digit run longer than a round entirely, wherever the pieces end', () => {
    const digits = '7'.repeat(OVERLAP * 5);
    const t = `id ${digits} end`;
    const { out } = streamed(t, [10, OVERLAP * 2 + 3, OVERLAP * 3, OVERLAP * 4 + 1]);
    expect(out).toBe(`id ${'*'.repeat(digits.length)} end`);
    expect(redact(t).redactedText).toBe(out);
  });

  it('streams numbered placeholders consistently across rounds', () => {
    const t = `a ana@example.com ${'z '.repeat(OVERLAP * 3)} ANA@example.com bo@example.com`;
    const { out } = streamed(t, [OVERLAP, OVERLAP * 4], { consistent: true });
    expect(out).toBe(redact(t, { consistent: true }).redactedText);
    expect(out.match(/\{\{EMAIL_1\}\}/g)).toHaveLength(2);
    expect(out).toContain('{{EMAIL_2}}');
  });
});
