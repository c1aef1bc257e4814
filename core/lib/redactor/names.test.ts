import humannames from 'humannames/list.txt?raw';
import { describe, expect, it } from 'vitest';
import { nameLexicon, NOT_NAMES } from './names';

describe('the name lexicon', () => {
  // Built in one pass over the package's text (decision 190): it must hold exactly what trimming and
  // lower-casing each line gives, minus the stop words.
  it('holds every name of the package in any case, and none of the stop words', () => {
    const lexicon = nameLexicon();
    const stop = new Set(NOT_NAMES);
    const wrong: string[] = [];
    let names = 0;
    for (const line of humannames.split('\n')) {
      const word = line.trim().toLowerCase();
      // Lookups fold case with `| 32`, which also folds the symbols @ [ \ ] ^ _ onto others; the scanner
      // never reads a name holding them ('james_michael' is one token of an id, not a name).
      if (word.length < 2 || /[\x40\x5b-\x60\x7b-\x7e]/.test(word)) continue;
      const expected = !stop.has(word);
      if (expected) names++;
      if (lexicon.has(word, 0, word.length) !== expected) wrong.push(word);
      const upper = word.toUpperCase();
      if (/^[\x21-\x7e]+$/.test(word) && lexicon.has(upper, 0, upper.length) !== expected) wrong.push(upper);
    }
    expect(wrong).toEqual([]);
    expect(names).toBeGreaterThan(190_000);
    for (const w of ['Street', 'may', 'FLOOR', 'carrier']) expect(lexicon.has(w, 0, w.length), w).toBe(false);
  });

  it('refuses words that are not in it and words longer than any name it keeps', () => {
    const lexicon = nameLexicon();
    for (const w of ['Zzqxv', 'AHU', 'kWh', 'x'.repeat(30)]) expect(lexicon.has(w, 0, w.length), w).toBe(false);
    // a word inside a longer text, read in place
    const text = 'Tenant: Priya Raghunathan.';
    expect(lexicon.has(text, 8, 13)).toBe(true);
    expect(lexicon.has(text, 8, 12)).toBe(false);
  });
});
