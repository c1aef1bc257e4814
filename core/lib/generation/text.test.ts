import { describe, expect, it } from 'vitest';
import { cleanText, paragraphs, sentences, truncate } from './text';

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

  it('splits sentences but never after an abbreviation, an initial, a number or a time', () => {
    expect(sentences('Hello there. We bake bread! Open now? Yes.')).toEqual(['Hello there.', 'We bake bread!', 'Open now?', 'Yes.']);
    expect(sentences('Dr. Maria Lopez and Dr. James Park see patients. Call us.')).toEqual([
      'Dr. Maria Lopez and Dr. James Park see patients.',
      'Call us.',
    ]);
    expect(sentences('Find us on St. John St. in Savannah. Mr. Smith, Mrs. Jones, Ms. Lee and Prof. Brown welcome you.')).toEqual([
      'Find us on St. John St. in Savannah.',
      'Mr. Smith, Mrs. Jones, Ms. Lee and Prof. Brown welcome you.',
    ]);
    expect(sentences('Martin Luther King Jr. Blvd and Sr. Ana. Crumb & Co. bakes daily.')).toEqual(['Martin Luther King Jr. Blvd and Sr. Ana.', 'Crumb & Co. bakes daily.']);
    expect(sentences('We sell pens, e.g. Lamy, i.e. good ones, etc. Open 9 a.m. to 5 p.m. Monday to Friday. Closed Sundays.')).toEqual([
      'We sell pens, e.g. Lamy, i.e. good ones, etc. Open 9 a.m. to 5 p.m. Monday to Friday.',
      'Closed Sundays.',
    ]);
    expect(sentences('Run by J. R. Hartley. Rolls cost £3.50 each. Open 7.30 to 5.30. See No. 5 on the map.')).toEqual([
      'Run by J. R. Hartley.',
      'Rolls cost £3.50 each.',
      'Open 7.30 to 5.30.',
      'See No. 5 on the map.',
    ]);
    expect(sentences('Visit example.com. Open Sat. and Sun. only.')).toEqual(['Visit example.com.', 'Open Sat. and Sun. only.']);
    expect(sentences('Say no. Then go.')).toEqual(['Say no.', 'Then go.']);
    expect(sentences('')).toEqual([]);
    expect(sentences('一句。二句。')).toEqual(['一句。', '二句。']);
  });
});
