import { describe, expect, it } from 'vitest';
import { APP_FEATURES, APP_PLATFORMS, APP_STYLES } from './app-config';
import { listLabels, matchMany, matchOne, normalize } from './choice-matching';

describe('choice matching', () => {
  it('normalizes case, accents and punctuation', () => {
    expect(normalize('  Café, DARK-mode!! ')).toBe(' cafe dark mode ');
  });

  it('matches a label, a value or a keyword as whole words only', () => {
    expect(matchOne('I want it on the web please', APP_PLATFORMS)?.value).toBe('web');
    expect(matchOne('iOS first', APP_PLATFORMS)?.value).toBe('mobile');
    expect(matchOne('Desktop', APP_PLATFORMS)?.value).toBe('desktop');
    // 'webinar' contains 'web' but is not the word 'web'.
    expect(matchOne('webinar', APP_PLATFORMS)).toBeNull();
  });

  it('prefers the earliest mention, and the longer phrase when two start together', () => {
    expect(matchOne('dark, not bold', APP_STYLES)?.value).toBe('dark');
    expect(matchOne('web and mobile', APP_PLATFORMS)?.value).toBe('cross');
  });

  it('matches many, in the choices order, and "all" picks everything', () => {
    expect(matchMany('payments, login and search', APP_FEATURES).map((c) => c.value)).toEqual(['auth', 'payments', 'search']);
    expect(matchMany('all of them', APP_FEATURES)).toHaveLength(APP_FEATURES.length);
    expect(matchMany('nothing relevant', APP_FEATURES)).toEqual([]);
  });

  it('lists labels for a sentence', () => {
    expect(listLabels([])).toBe('');
    expect(listLabels(['A'])).toBe('A');
    expect(listLabels(['A', 'B'])).toBe('A and B');
    expect(listLabels(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
