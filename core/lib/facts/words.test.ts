import { describe, expect, it } from 'vitest';
import { figuresForWords } from './words';

describe('figuresForWords (docs/decisions/243)', () => {
  it('writes prices in words in figures, only beside a currency word', () => {
    expect(figuresForWords('full groom is forty five pounds, nail clip a fiver')).toBe('full groom is £45, nail clip £5');
    expect(figuresForWords('call out thirty five quid, day rate two hundred and twenty quid')).toBe('call out £35, day rate £220');
    expect(figuresForWords('full day one thousand four hundred pounds')).toBe('full day £1400');
    expect(figuresForWords('tickets twelve dollars, parking five bucks, entry ten euros')).toBe('tickets $12, parking $5, entry €10');
    expect(figuresForWords('one of forty clubs, two scoops, follow ups fifty')).toBe('one of forty clubs, two scoops, follow ups fifty');
  });

  it('writes clock phrases in figures: ranges, halves and quarters, and times after "open at" or "till"', () => {
    expect(figuresForWords('monday to friday nine till half five')).toBe('monday to friday 9 till 5:30');
    expect(figuresForWords('weekdays eight while six')).toBe('weekdays 8 till 6');
    expect(figuresForWords('from nine in the morning till six')).toBe('from 9am till 6');
    expect(figuresForWords('half nine to quarter to five')).toBe('9:30 to 4:45');
    expect(figuresForWords('Mon-Fri 9 till half 5, Sat 10 till quarter to 4')).toBe('Mon-Fri 9 till 5:30, Sat 10 till 3:45');
    expect(figuresForWords('half 5 kg of flour, half 2 hours')).toBe('half 5 kg of flour, half 2 hours');
    expect(figuresForWords('open half 8 till 10 at night, Sundays 7 in the morning till 2')).toBe('open 8:30 till 10pm, Sundays 7am till 2');
    expect(figuresForWords('we open at quarter past eight and close at half four, late night till eight')).toBe('we open at 8:15 and close at 4:30, late night till 8');
  });

  it('leaves counts, "one to one" and text without letters alone', () => {
    expect(figuresForWords('two to three weeks, six to eight people, one to one coaching')).toBe('two to three weeks, six to eight people, one to one coaching');
    expect(figuresForWords('07700 900123')).toBe('07700 900123');
  });
});
