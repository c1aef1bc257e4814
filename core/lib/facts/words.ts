/**
 * Prices and clock times written in words, as owners say them to a phone or write them on a flyer ("sixty pounds",
 * "thirty five quid", "a tenner", "nine till half five", "eight while six", "open at quarter past eight"), rewritten
 * in figures before the readers run, so a price or an hour in words is read like one in figures — and a sentence
 * stating one the owner corrected is recognised as such (docs/decisions/243). Only words beside a currency word or
 * in a clock phrase are rewritten: "one of 140 clubs", "up to six people" and "two scoops" stay as written.
 */

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORD = `(?:${[...SMALL, ...TENS.filter(Boolean), 'hundred', 'thousand'].join('|')})`;
const NUMBER = String.raw`${NUMBER_WORD}(?:[\s-]+(?:and\s+)?${NUMBER_WORD})*`;

/** The number words state ("forty five" → 45, "one thousand four hundred" → 1400); NaN when they state none. */
function numberOf(words: string): number {
  let total = 0;
  let current = 0;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (w === 'and') continue;
    if (SMALL.includes(w)) current += SMALL.indexOf(w);
    else if (TENS.includes(w)) current += TENS.indexOf(w) * 10;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand') (total += (current || 1) * 1000), (current = 0);
    else return NaN;
  }
  return total + current;
}

const CURRENCY: Record<string, string> = { pound: '£', pounds: '£', quid: '£', dollar: '$', dollars: '$', bucks: '$', euro: '€', euros: '€' };
const PRICE_IN_WORDS = new RegExp(String.raw`\b(${NUMBER})\s+(pounds?|quid|dollars?|bucks|euros?)\b|\ba\s+(tenner|fiver)\b`, 'gi');

// A clock time in words: "nine", "half five" (5:30), "quarter past eight", "quarter to six", "nine in the morning".
const HOUR_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const CLOCK = String.raw`(?:(half|quarter\s+past|quarter\s+to)\s+)?(${HOUR_WORD})(?:\s+(o'clock|thirty|in the morning|in the afternoon|in the evening|at night|am|pm))?`;
const CLOCK_PART = new RegExp(`^${CLOCK}$`, 'i');
/** The same phrase without groups of its own, inside the patterns below. */
const A_CLOCK = CLOCK.replace(/\((?!\?)/g, '(?:');
/** Two clock times joined as a range ("nine till half five", "eight while six"), or one after "open at", "till". */
// Not a count ("two to three weeks", "six to eight people") and not "one to one".
const CLOCK_RANGE = new RegExp(
  String.raw`\b(${A_CLOCK})(\s+(?:till|til|until|to|while|-|–)\s+)(${A_CLOCK})\b(?!\s+(?:weeks?|days?|hours?|hrs?|months?|years?|people|persons|guests|minutes|mins|times|sessions|lessons|classes|kids|children|dogs|one)\b)`,
  'gi',
);
const CLOCK_AFTER = new RegExp(String.raw`\b((?:opens?|closes?|shuts?|open from|from)\s+at\s+|(?:till|until)\s+)(${A_CLOCK})\b`, 'gi');

/** "9 till half 5", "quarter to 6": a half or quarter of an hour written in figures. */
const HALF_FIGURE = /\b(half|quarter\s+past|quarter\s+to)\s+(\d{1,2})\b(?![:.,]\d|\s*(?:%|kg|g|lb|litres?|miles?|km|m\b|hours?|hrs?|days?|people|years?))/gi;

/** "till 10 at night", "from 7 in the morning": the part of the day after a time in figures is its am or pm. */
const FIGURE_PART_OF_DAY = /\b(\d{1,2}(?:[:.]\d{2})?)\s+(in the morning|in the afternoon|in the evening|at night)\b/gi;

function clockFigures(phrase: string): string {
  const m = CLOCK_PART.exec(phrase.trim());
  if (!m) return phrase;
  let hour = numberOf(m[2]);
  let minutes = '';
  const part = m[1]?.toLowerCase().replace(/\s+/g, ' ');
  if (part === 'half') minutes = ':30';
  else if (part === 'quarter past') minutes = ':15';
  else if (part === 'quarter to') (hour = hour === 1 ? 12 : hour - 1), (minutes = ':45');
  const suffix = (m[3] ?? '').toLowerCase();
  if (suffix === 'thirty') minutes = ':30';
  const meridiem = /morning|^am$/.test(suffix) ? 'am' : /afternoon|evening|night|^pm$/.test(suffix) ? 'pm' : '';
  return `${hour}${minutes}${meridiem}`;
}

/** The text with prices and clock times in words written in figures ("sixty pounds" → "£60", "half five" → "5:30"). */
export function figuresForWords(text: string): string {
  if (!/[a-z]/i.test(text)) return text;
  return text
    .replace(PRICE_IN_WORDS, (all, words: string | undefined, unit: string | undefined, slang: string | undefined) => {
      if (slang) return slang.toLowerCase() === 'tenner' ? '£10' : '£5';
      const n = numberOf(words!);
      return Number.isFinite(n) && n > 0 ? `${CURRENCY[unit!.toLowerCase()]}${n}` : all;
    })
    .replace(HALF_FIGURE, (all, part: string, hour: string) => {
      const h = Number(hour);
      if (h < 1 || h > 12) return all;
      const p = part.toLowerCase().replace(/\s+/g, ' ');
      return p === 'half' ? `${h}:30` : p === 'quarter past' ? `${h}:15` : `${h === 1 ? 12 : h - 1}:45`;
    })
    .replace(FIGURE_PART_OF_DAY, (all, time: string, part: string) => {
      const hour = Number(time.split(/[:.]/)[0]);
      return hour >= 1 && hour <= 12 ? `${time}${/morning/i.test(part) ? 'am' : 'pm'}` : all;
    })
    .replace(CLOCK_RANGE, (all, from: string, joiner: string, to: string) =>
      from.toLowerCase() === to.toLowerCase() ? all : `${clockFigures(from)}${/while/i.test(joiner) ? ' till ' : joiner}${clockFigures(to)}`,
    )
    .replace(CLOCK_AFTER, (_all, lead: string, time: string) => `${lead}${clockFigures(time)}`);
}
