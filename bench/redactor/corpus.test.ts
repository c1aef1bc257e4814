import { describe, expect, it } from 'vitest';
import { redact } from '~core/lib/redactor';
import { CATEGORY_IDS } from '~core/lib/redactor/categories';
// A plain ES module shared with the benchmark script.
import { loadCorpora, parseCorpus, score } from './corpus.mjs';

type Span = { start: number; end: number; category: string };
type Score = {
  perCategory: Record<string, { gold: number; precision: number | null; recall: number | null }>;
  overall: { precision: number; recall: number };
  lookalikes: { total: number; untouched: number };
};

describe('the labelled corpus', () => {
  const { combined } = loadCorpora() as { combined: { text: string; gold: Span[]; keeps: Span[] } };

  it('parses labels and look-alikes', () => {
    const parsed = parseCorpus('a [[email|x@y.com]] b [[keep|v1.2.3]] c') as { text: string; gold: Span[]; keeps: Span[] };
    expect(parsed.text).toBe('a x@y.com b v1.2.3 c');
    expect(parsed.gold).toEqual([{ start: 2, end: 9, category: 'email' }]);
    expect(parsed.keeps).toEqual([{ start: 12, end: 18, category: 'keep' }]);
  });

  it('has at least 400 labelled spans covering every category and at least as many look-alikes', () => {
    expect(combined.gold.length).toBeGreaterThanOrEqual(400);
    expect(combined.keeps.length).toBeGreaterThanOrEqual(400);
    const categories = new Set(combined.gold.map((g) => g.category));
    expect([...categories].sort()).toEqual([...CATEGORY_IDS].sort());
  });

  it('meets the accuracy targets: overall precision and recall ≥ 0.97, no category under 0.90', () => {
    const predicted = redact(combined.text).spans.map((s) => ({ start: s.start, end: s.end, category: s.category }));
    const result = score(predicted, combined) as unknown as Score;
    expect(result.overall.precision).toBeGreaterThanOrEqual(0.97);
    expect(result.overall.recall).toBeGreaterThanOrEqual(0.97);
    for (const [category, s] of Object.entries(result.perCategory)) {
      expect(s.precision ?? 1, `${category} precision`).toBeGreaterThanOrEqual(0.9);
      expect(s.recall ?? 1, `${category} recall`).toBeGreaterThanOrEqual(0.9);
    }
    expect(result.lookalikes.untouched / result.lookalikes.total).toBeGreaterThanOrEqual(0.99);
  });

  // Decisions 067, 071–080: the tuning sets keep what was won on them (floors just under the measured
  // scores); the check sets were never tuned on, their floors only guard against a change that loses
  // generalisation.
  it('keeps its scores on the dev sets it was tuned on and on the check sets', () => {
    const sets = loadCorpora() as Record<string, { text: string; gold: Span[]; keeps: Span[] }>;
    const floors: Record<string, [number, number]> = {
      dev: [0.99, 0.99],
      dev2: [0.98, 0.96],
      dev3: [0.99, 0.99],
      dev4: [0.99, 0.97],
      dev5: [0.99, 0.96],
      dev6: [0.99, 0.96],
      check6: [0.97, 0.92],
      dev7: [0.95, 0.88],
      check7: [0.9, 0.77],
      dev8: [0.97, 0.96],
      check8: [0.94, 0.83],
      dev9: [0.93, 0.92],
      check9: [0.92, 0.95],
      dev10: [0.97, 0.97],
      check10: [0.98, 0.95],
      dev11: [0.95, 0.95],
      check11: [0.93, 0.92],
      dev12: [0.93, 0.92],
      check12: [0.95, 0.82],
      dev13: [0.99, 0.99],
      dev14: [0.98, 0.95],
      check14: [0.96, 0.82],
      dev15: [0.96, 0.88],
      check15: [0.96, 0.77],
    };
    for (const [name, [precision, recall]] of Object.entries(floors)) {
      const predicted = redact(sets[name].text).spans.map((s) => ({ start: s.start, end: s.end, category: s.category }));
      const result = score(predicted, sets[name]) as unknown as Score;
      expect(result.overall.precision, `${name} precision`).toBeGreaterThanOrEqual(precision);
      expect(result.overall.recall, `${name} recall`).toBeGreaterThanOrEqual(recall);
    }
  });

  // Decision 062: the held-out set is only ever scored as a whole. Its targets (precision ≥ 0.98, recall
  // ≥ 0.95) are not met yet; these floors sit just under the measured 0.973 / 0.917 so a change that
  // loses generalisation fails here.
  it('keeps its held-out score (never tuned on): precision ≥ 0.97, recall ≥ 0.90', () => {
    const { heldout } = loadCorpora() as { heldout: { text: string; gold: Span[]; keeps: Span[] } };
    const predicted = redact(heldout.text).spans.map((s) => ({ start: s.start, end: s.end, category: s.category }));
    const result = score(predicted, heldout) as unknown as Score;
    expect(heldout.gold.length).toBeGreaterThanOrEqual(600);
    expect(result.overall.precision).toBeGreaterThanOrEqual(0.97);
    expect(result.overall.recall).toBeGreaterThanOrEqual(0.9);
  });
});
