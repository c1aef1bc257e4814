import { describe, expect, it } from 'vitest';
import { cleanText, findEmail, findPhone, offeringPhrases, paragraphs, truncate } from './text';

describe('text helpers', () => {
  it('removes control characters and repairs broken UTF-16', () => {
    expect(cleanText('a\u0000b\u0007c\u0085d\uFFFEe')).toBe('abcde');
    expect(cleanText('x\uD800y')).toBe('x\uFFFDy');
    expect(cleanText('🥐 ok')).toBe('🥐 ok');
    expect(cleanText('line\r\nnext')).toBe('line\nnext');
  });

  it('truncates at a word boundary with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four five', 16)).toBe('one two three…');
    expect(truncate('x'.repeat(50), 10)).toHaveLength(10);
  });

  it('never ends a cut on a title, abbreviation or initial', () => {
    expect(truncate('Family dentistry run by Dr. Maria Lopez and her team', 30)).toBe('Family dentistry run by…');
    expect(truncate('Our bakery on St. John Street bakes rye daily', 20)).toBe('Our bakery on…');
    expect(truncate('Grains, e.g. spelt and rye, milled here', 18)).toBe('Grains…');
    expect(truncate('Portraits by Ana J. Souza of Portland', 20)).toBe('Portraits by Ana…');
    for (const text of ['Mr. Smith fixes bikes', 'Ms. Lee teaches piano every day']) expect(truncate(text, 8)).not.toMatch(/M[rs]\.?…$/);
  });

  it('keeps every word of a long text in at most 12 paragraphs', () => {
    const long = 'Word and more words here. '.repeat(400);
    const parts = paragraphs(long, 900, 12);
    expect(parts.length).toBeLessThanOrEqual(12);
    expect(parts.join(' ').split(/\s+/).length).toBe(long.trim().split(/\s+/).length);
    expect(paragraphs('x'.repeat(10_000)).join('')).toHaveLength(10_000);
    expect(paragraphs('')).toEqual([]);
  });

  it('finds what a description offers', () => {
    expect(offeringPhrases('Sourdough, pastries and coffee by the harbour since 1998.')).toEqual(['Sourdough', 'Pastries', 'Coffee']);
    expect(offeringPhrases('We offer piano lessons, guitar lessons and music theory for children.')).toEqual([
      'Piano lessons',
      'Guitar lessons',
      'Music theory',
    ]);
    expect(offeringPhrases('')).toEqual([]);
    expect(offeringPhrases('<script>alert(1)</script>')).toEqual([]);
  });

  it('finds contact details', () => {
    expect(findEmail('', 'Write to Hello@Bakery.example please')).toBe('hello@bakery.example');
    expect(findPhone('Call +1 555 010 2040 today')).toBe('+1 555 010 2040');
    expect(findPhone('since 1998')).toBeNull();
  });
});
