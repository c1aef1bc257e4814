import { DAYS, FACT_LIMITS, type Day, type DayHours, type Hours, type Interval, type ServiceHours, type TimetableRow } from './schema';

/**
 * Opening hours from free text (docs/decisions/141). A chunk of text (a sentence, a line, a clause between
 * ';' or '|') is read as a row of atoms: day sets ("Mon–Fri", "weekdays", "Tues, Thurs and Fri"), time
 * ranges ("8.30am–6pm", "noon–9pm", "12–3 & 6–9"), "closed", "by appointment", "until 8pm". A day set takes
 * the time range right after it, or else the unused one right before it ("8:00 to 17:00, Monday to
 * Friday"), with only filler words between. A later statement about a day replaces an earlier one
 * ("daily 10–7 except Sunday 11–5"). Hours the text qualifies (seasons, check-in, last orders) are left
 * out and noted, never guessed; hours of one service (food served, the kitchen, happy hour, deliveries, staffed
 * hours…) are read apart, under the service's own label, never as opening hours (docs/decisions/251).
 */

/** `timetable`: the rows of the chunks read as a class timetable, for the owner to confirm (docs/decisions/267). */
export type HoursResult = { hours?: Hours; serviceHours: ServiceHours[]; notes: string[]; timetable: TimetableRow[] };

type Atom =
  | { kind: 'days'; days: Day[]; group: boolean; midweek?: boolean; start: number; end: number }
  | { kind: 'times'; intervals: Interval[]; lunch: boolean; start: number; end: number }
  | { kind: 'closed' | 'appointment' | 'always'; start: number; end: number }
  | { kind: 'until'; minutes: number; start: number; end: number };

const DAY_WORD =
  /\b(?:mon(?:day)?s?|tues|tue(?:s(?:day)?)?s?|weds|wed(?:nesday)?s?|thurs|thu(?:r(?:s(?:day)?)?)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?)\b\.?/gi;
const DAY_GROUP = /\b(?:weekdays?|weekends?|daily|every\s?day|all days|all week|every night|(?:7|seven) (?:days|nights)(?: a week)?|midweek)\b/gi;
// "M-F", "M/W/F", "T/Th": single letters only when joined to another day letter.
const DAY_LETTERS = /\b(?:Th|Tu|Sa|Su|M|T|W|F)(?:[/–-](?:Th|Tu|Sa|Su|M|T|W|F))+\b/g;

const TIME = String.raw`(?:noon|midday|midnight|\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?\s?m(?![a-z])\.?|[ap](?![a-z])|\s*noon)?)`;
const RANGE_SEP = String.raw`\s*(?:-|–|—|to|till|til|until|through|thru)\s*`;
const ONLY_RANGE_SEP = new RegExp(`^${RANGE_SEP}$`, 'i');
const TIME_RANGE = new RegExp(String.raw`(?<![\d£$€.,:/])(${TIME})${RANGE_SEP}(${TIME})(?![\d%])`, 'gi');
const NOT_A_TIME_AFTER = /^\s*(?:mins?|minutes|hours?|hrs?|years?|months?|weeks?|days?|people|persons?|sessions?|lessons?|class(?:es)?|players?|guests?|nights?)\b/i;
/** "ages 5-11", "sizes 8-16", "groups of 4-6" are not times. */
const NOT_A_TIME_BEFORE = /\b(?:ages?|aged|grades?|years?|sizes?|groups? of|kids|children|between|rooms?|units?|pages?|chapters?)\s*$/i;
// "until 8pm", "we shut at 2 on Sundays": the time a day closes.
const UNTIL = new RegExp(String.raw`\b(?:until|till|til|(?:shut|shuts|close|closes|closing)\s+at)\s+(${TIME})`, 'gi');
const OPEN_THEN_CLOSE = new RegExp(String.raw`\bopens?\s+at\s+(${TIME})\b[^.!?\d]{0,30}?\b((?:close|closes|shut|shuts)\s+at\s+(${TIME}))`, 'gi');
const ALWAYS = /\b(?:open|available)\s+24\s*\/\s*7\b/gi;
const DAY_LONG = /\b24\s*hours?(?:\s+a\s+day)?\b/gi;
const CLOSED = /\bclosed\b/gi;
/** A cheap test that skips chunks with no digit, day or hours word. */
const MAY_STATE_HOURS = /\d|mon|tue|wed|thu|fri|sat|sun|week|daily|every|closed|appointment|appt|noon|midday|midnight|M[/-]|[TWF][/-]/i;
/** "every day 9–5 except Tuesdays": the days after "except" (with no times of their own) are closed. */
// Misspelt as owners type it too ("daily xcept sun", docs/decisions/241).
const EXCEPT_WORD = String.raw`(?:except|excep|exept|xcept|excpt|excpet|but not|apart from|other than|excluding)`;
const EXCEPT_BEFORE = new RegExp(String.raw`\b${EXCEPT_WORD}\s+(?:on\s+)?$`, 'i');
const PART_OF_DAY_BEFORE = /\b(?:after[- ]hours|out[- ]of[- ]hours|outside (?:these|our|office|opening|normal) hours|other times|evenings?|early mornings?)\s*(?:and weekends\s*)?(?:are\s*|is\s*)?(?:also\s*)?(?:available\s*)?$/i;
// "Appointments only", "appt only!!" as owners shorten it too (docs/decisions/243).
const APPOINTMENT = /\bby appointments?(?: only)?\b|\b(?:appointments?|appts?\.?) only\b/gi;

/** Words that may stand between a day set and its times without breaking the link. */
const FILLER =
  /\b(?:open|opening|opens|hours|hrs|from|on|at|and|is|are|the|only|also|usually|normally|generally|we're|we are|ouvert|lunch|dinner|brunch|breakfast|food|served|serving|mornings?|evenings?|afternoons?|nights?|late|times|class(?:es)?|sessions?|held|lessons|available|surgery|office|pickup|schedule|except|but)\b/gi;

/**
 * What a timetable is of (docs/decisions/240): classes, sessions, courses, tours, services, events. Their times
 * are when that activity runs, not when the business is open.
 */
const ACTIVITY =
  /\b(?:rehearse|we meet|meets|practi[cs]e|class(?:es)?|sessions?|lessons?|courses?|batch(?:es)?|bootcamps?|clubs?|rehearsals?|tours?|departures?|worship|mass(?:es)?|prayers?|meetings?|meetups?|jam|gigs?|shows?|performances?|screenings?|events?|quiz(?:zes)?|workshops?|matches|fixtures|storytime|live (?:music|jazz|bands?|acts?|comedy|sports?|djs?|entertainment)|open (?:studio|mic|days?|evenings?|nights?|house))\b/i;
/** Words that say the times are the business's own hours. */
const OPENING = /\b(?:open(?!\s+(?:studio|mic|days?|evenings?|nights?|house)\b)|opens|opening|hours|hrs|office|reception|surgery|trading)\b/i;
/** Words before an activity that do not make it one part of the business ("Evening classes", "Our sessions"). */
const PLAIN_BEFORE_ACTIVITY = /^(?:morning|evening|afternoon|night|weekend|weekday|daily|weekly|regular|group|our|the|all|and|&|\W+)$/i;

/** A line that heads a timetable: "Classes:", "Class timetable:", "Our sessions:". */
export function isTimetableHeader(line: string): boolean {
  const t = line.trim();
  return /:$/.test(t) && t.split(/\s+/).length <= 5 && !/\d/.test(t) && (ACTIVITY.test(t) || /\btimetable\b/i.test(t)) && !OPENING.test(t);
}

/** Hours that are not the business's opening hours, or not the same all year. */
// "Saturday 9am–1pm (emergencies only)" is not when the place is open to everyone (docs/decisions/241).
const OTHER_HOURS = /check-?in|check-?out|last orders|live music|order by|orders by|emergenc(?:y|ies) only|only for emergencies/i;
/**
 * One service of the business whose hours a chunk gives (docs/decisions/251): when food is served, the kitchen, a meal
 * "served", happy hour, phone lines, deliveries, staffed hours, an office qualified by what it is the office of. Its
 * words, as the owner wrote them, are the label its hours are shown under, never as the opening hours.
 */
const SERVICE =
  /\b(?:(?:hot |bar )?food(?: is)? served|serving (?:hot )?food|kitchen|(?:breakfast|brunch|lunch(?:es)?|dinner|supper|afternoon tea)s?(?: is| are)? served|happy hours?|(?:phone|telephone|support) lines?|helplines?|customer service|deliver(?:y|ies)|staffed(?: hours)?|(?:site|camp(?:site)?|park|booking|sales|ticket|box) office)\b/i;
/**
 * "Office hours", "surgery hours": a service of the business when another chunk states its opening hours (docs/decisions/251).
 * So are donations or drop-offs: a food bank's are its hours, a charity shop's are not its opening hours (docs/decisions/257),
 * and walk-ins: "Open Tues–Sat 8am–5pm … walk-in Saturdays 10–2" keeps Saturday's opening hours (docs/decisions/267).
 */
const SERVICE_BESIDE_OPENING = /\b(?:(?:office|surgery)(?: hours)?|donations?|drop[- ]offs?|walk[- ]ins?)\b/i;

/** The label of a service's hours: the owner's words, with a capital and without "is"/"are". */
function serviceLabel(words: string): string {
  const t = words.replace(/\s+(?:is|are)\b/i, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

const SEASONAL =
  /season|summer|winter|spring|autumn|rest of (?:the )?year|term[- ]time|school holidays|\b(?:easter|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s*(?:[-–]|to|till|until|through|thru)\s*(?:the\s+)?(?:end of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|easter|christmas|half[- ]term)/i;

/**
 * A business open only part of the year, said anywhere in the text ("summer only (Easter to end of October)",
 * "seasonal", "open April to September"): then no hours are read at all, wherever the times stand (docs/decisions/241).
 */
// "Open 28 Nov to 23 Dec only", "open from 20 November to 4 January": a business open between two dates (docs/decisions/243).
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DATE_RANGE = String.raw`\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\s*(?:to|till|until|-|–)\s*\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}`;
// "closed 24 Dec to 2 Jan" is a holiday, not a season.
const DATES_ONLY = new RegExp(String.raw`\b(?:open|opening|trading|running|runs|returns)\b(?:(?!closed|shut)[^.!?]){0,40}?${DATE_RANGE}|(?<!(?:closed|shut)\s+(?:from\s+)?)${DATE_RANGE}\s+only\b`, 'i');
const SEASON_ONLY =
  /\b(?:summer|winter|season)\s+only\b|\bonly (?:in|during) (?:the )?(?:summer|winter|season|high season)\b|\bseasonal(?:ly)?\s+(?:open|business|kiosk|stall|caf[eé]|shop)\b|\b(?:open|opening)\s+(?:from\s+)?(?:easter|march|april|may|june)\s+(?:to|till|until|through|[-–])\s+(?:the\s+)?(?:end of\s+)?(?:august|september|october|november)\b|\b(?:easter|march|april|may)\s+(?:to|till|until|[-–])\s+(?:the\s+)?end of\s+(?:august|september|october|november)\b/i;

const OPEN_FROM = /\bopen\b[^.;]{0,30}?\bfrom\s+\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?(?!\s*(?:[\d:.]|[ap]\.?m|-|–|—|to\b|till|til|until|through|thru))/i;
const DAY_MEAL = /\b(?:mon|tues?|wed(?:nes)?|thur?s?|fri|satur|sun)(?:day)?s?\s+(?:lunch|dinner|brunch|breakfast|supper)\b/i;
/**
 * "Opening in March 2027!", "Opening 1 June:", "coming soon", "coming this autumn", "we plan to open 8–4", "we'll open": a business not open yet states
 * the hours it means to keep, which are no opening hours today (docs/decisions/250). "reopening on 14/03" is not this.
 */
const FULL_MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?`;
const NOT_OPEN_YET = new RegExp(
  String.raw`\b(?:opening|opens)\s+(?:(?:in|on|from)\s+)?(?:(?:early|late|mid)[- ]?)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?${FULL_MONTH}|\b(?:opening|coming) soon\b|\bcoming (?:this|next|in(?: the)?) (?:spring|summer|autumn|fall|winter|year|month|new year|${FULL_MONTH})|\bnot (?:open )?yet(?: open)?\b`,
  'i',
);
/** "We plan to open 8–4", "We'll open Wed–Sun": that sentence's hours are planned; "Open 9–5. We'll open at 8 on market days" keeps the first. */
const PLANNED_OPENING = /(?:\b(?:will|plan(?:s|ning)? to|hope to|intend to|aim to|are going to)|['’]ll)\s+open\b/i;
// "two cafés", "Two coffee shops", "two settings" (docs/decisions/247, 254).
const MULTI_SITE = /\b(?:two|three|four|five|[2-9])\s+(?:[a-z-]+\s+){0,2}(?:branches|caf[eé]s|shops|stores|sites|settings|locations|restaurants|studios|salons|clinics|outlets|bakeries|pubs|bars|gyms|surgeries|practices|nurseries|venues|premises|showrooms|offices|centres|centers|hotels|kiosks|stalls|vans|trucks)\b/i;

const DAY_INDEX: Record<string, Day> = { mo: 'mon', tu: 'tue', we: 'wed', th: 'thu', fr: 'fri', sa: 'sat', su: 'sun' };
const LETTER_DAY: Record<string, Day> = { M: 'mon', T: 'tue', Tu: 'tue', W: 'wed', Th: 'thu', F: 'fri', Sa: 'sat', Su: 'sun' };

function dayRange(from: Day, to: Day): Day[] {
  const out: Day[] = [];
  for (let i = DAYS.indexOf(from); ; i = (i + 1) % 7) {
    out.push(DAYS[i]);
    if (DAYS[i] === to) return out;
  }
}

function groupDays(word: string): { days: Day[]; midweek?: boolean } {
  const w = word.toLowerCase();
  if (w.startsWith('weekday')) return { days: dayRange('mon', 'fri') };
  if (w.startsWith('weekend')) return { days: ['sat', 'sun'] };
  if (w === 'midweek') return { days: [], midweek: true };
  return { days: [...DAYS] };
}

const SHORT_DAY = String.raw`(?:mon|tues?|wed|thur?s?|fri|sat|sun)`;
const DAY_JOIN_AFTER = new RegExp(String.raw`^\s*(?:(?:-|–|—|to|&|and|\/)\s*${SHORT_DAY}\b|\d|closed\b)`, 'i');
const DAY_JOIN_BEFORE = new RegExp(String.raw`(?:\b${SHORT_DAY}\s*(?:-|–|—|to|&|and|\/)|\d(?:\s*[ap]\.?m\.?)?|\bclosed|\b${EXCEPT_WORD})\s*$`, 'i');

function shortDayInContext(before: string, after: string): boolean {
  return DAY_JOIN_AFTER.test(after) || DAY_JOIN_BEFORE.test(before);
}

function dayAtoms(text: string): Atom[] {
  const atoms: Atom[] = [];
  for (const m of text.matchAll(DAY_WORD)) {
    const word = m[0].replace(/\.$/, '');
    // "thus", "sat", "sun", "wed" in running text are not days: a day is capitalised or written in full, or
    // (as in texts written in lower case) joined to another day or a time: "mon-sat 8.30-6", "9-3 sat", "closed sun".
    if (!/^[A-Z]/.test(word) && word.length < 6 && !shortDayInContext(text.slice(0, m.index), text.slice(m.index + m[0].length))) continue;
    atoms.push({ kind: 'days', days: [DAY_INDEX[word.slice(0, 2).toLowerCase()]], group: false, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(DAY_GROUP)) atoms.push({ kind: 'days', ...groupDays(m[0].replace(/\s+/g, ' ')), group: true, start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(DAY_LETTERS)) {
    const parts = m[0].replace(/–/g, '-').split(/([/-])/);
    let days: Day[] = [LETTER_DAY[parts[0]]];
    for (let i = 1; i < parts.length; i += 2) {
      const next = LETTER_DAY[parts[i + 1]];
      days = parts[i] === '-' ? [...days.slice(0, -1), ...dayRange(days[days.length - 1], next)] : [...days, next];
    }
    atoms.push({ kind: 'days', days, group: false, start: m.index, end: m.index + m[0].length });
  }
  return atoms;
}

type RawTime = { minutes: number; meridiem?: 'a' | 'p'; fixed: boolean; noon?: boolean; midnight?: boolean };

function readTime(value: string): RawTime | null {
  const v = value.trim().toLowerCase();
  if (v === 'noon' || v === 'midday' || /noon$/.test(v)) return { minutes: 720, fixed: true, noon: true };
  if (v === 'midnight') return { minutes: 0, fixed: true, midnight: true };
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s?m\.?|([ap]))?$/.exec(v);
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] ? Number(m[2]) : 0;
  if (h > 24 || min > 59) return null;
  const meridiem = (m[3] ?? m[4]) as 'a' | 'p' | undefined;
  if (meridiem) {
    if (h === 0 || h > 12) return null;
    return { minutes: ((h % 12) + (meridiem === 'p' ? 12 : 0)) * 60 + min, meridiem, fixed: true };
  }
  // "08:00" and "17:00" are 24-hour times; "8:00" and "5" may be either.
  return { minutes: h * 60 + min, fixed: h >= 13 || (m[1].length === 2 && m[1].startsWith('0')) || h === 0 };
}

/**
 * The 24-hour interval two written times mean: "9–5" is 09:00–17:00, "3:30–7:30pm" 15:30–19:30,
 * "12–3 & 6–9" 12:00–15:00 and 18:00–21:00 (an open time before the previous close is in the afternoon).
 */
function interval(openText: string, closeText: string, previousClose?: number): Interval | null {
  const o = readTime(openText);
  const c = readTime(closeText);
  if (!o || !c) return null;
  let open = o.minutes;
  let close = c.midnight ? 1440 : c.minutes;
  if (!c.fixed && c.minutes === 1440) close = 1440;
  if (!o.fixed) {
    const hour = Math.floor(open / 60);
    if (c.meridiem === 'p' && hour < 12 && open + 720 < close) open += 720;
    else if (!c.fixed && hour >= 1 && hour <= 5) open += 720;
    else if (previousClose !== undefined && open < previousClose && hour < 12) open += 720;
  }
  if (!c.fixed && close <= open && close < 720) close += 720;
  if (open < 0 || close > 1440 || close <= open) return null;
  return { open: clock(open), close: clock(close) };
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function timeAtoms(text: string): Atom[] {
  const atoms: Atom[] = [];
  for (const m of text.matchAll(TIME_RANGE)) {
    if (NOT_A_TIME_AFTER.test(text.slice(m.index + m[0].length)) || NOT_A_TIME_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    const previous = atoms[atoms.length - 1];
    const joined = previous?.kind === 'times' && /^\s*(?:and|&|,|\+)\s*$/i.test(text.slice(previous.end, m.index));
    const before = joined ? previous.intervals[previous.intervals.length - 1] : undefined;
    // "dinner Tue–Sat 6–10", "evenings 7–11": a range for an evening meal or the evening is in the evening (docs/decisions/247).
    const evening = /\b(?:dinner|supper|evenings?)\b[^.;,\d]{0,24}$/i.test(text.slice(Math.max(0, m.index - 40), m.index));
    const iv = evening && readTime(m[1])?.fixed === false && readTime(m[2])?.fixed === false && readTime(m[2])!.minutes < 720
      ? interval(`${m[1]}pm`, `${m[2]}pm`)
      : interval(m[1], m[2], before ? minutesOf(before.close) : undefined);
    if (!iv) continue;
    const end = m.index + m[0].length;
    // "Mon–Fri 09:00–18:00 (closed 13:00–13:30)": a closure in brackets right after a range is a break in it (docs/decisions/243).
    const lunch =
      (/(?:with lunch|lunch break|closed(?: for lunch)?)\s*(?:from\s*)?$/i.test(text.slice(Math.max(0, m.index - 24), m.index)) &&
        /lunch/i.test(text.slice(Math.max(0, m.index - 24), end + 12))) ||
      (previous?.kind === 'times' && /^\s*\(\s*closed\s*(?:from\s*)?$/i.test(text.slice(previous.end, m.index)));
    if (joined && !lunch && !previous.lunch) {
      previous.intervals.push(iv);
      previous.end = end;
    } else atoms.push({ kind: 'times', intervals: [iv], lunch: lunch || /^\s*for lunch/i.test(text.slice(end)), start: m.index, end });
  }
  return atoms;
}

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

function overlaps(a: { start: number; end: number }, list: { start: number; end: number }[]) {
  return list.some((b) => a.start < b.end && b.start < a.end);
}

function atomsOf(text: string): Atom[] {
  const times = timeAtoms(text);
  const all: Atom[] = [...times];
  const add = (atom: Atom) => {
    if (!overlaps(atom, all)) all.push(atom);
  };
  // "we open at 8:15 every day and close at 4:30": one range, placed where the closing time stands (docs/decisions/243).
  for (const m of text.matchAll(OPEN_THEN_CLOSE)) {
    const iv = interval(m[1], m[3]);
    const at = m.index + m[0].length - m[2].length;
    if (iv) add({ kind: 'times', intervals: [iv], lunch: false, start: at, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(ALWAYS)) add({ kind: 'always', start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(DAY_LONG)) add({ kind: 'times', intervals: [{ open: '00:00', close: '24:00' }], lunch: false, start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(UNTIL)) {
    const t = readTime(m[1]);
    if (t) add({ kind: 'until', minutes: t.meridiem || t.fixed ? t.minutes : t.minutes < 720 ? t.minutes + 720 : t.minutes, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(CLOSED)) add({ kind: 'closed', start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(APPOINTMENT)) add({ kind: 'appointment', start: m.index, end: m.index + m[0].length });
  for (const atom of dayAtoms(text)) add(atom);
  all.sort((a, b) => a.start - b.start);
  return mergeDays(all, text);
}

/** "Monday to Friday" is one day set, and so are "Mon, Wed & Fri" and "Saturdays and Sundays". */
function mergeDays(atoms: Atom[], text: string): Atom[] {
  const out: Atom[] = [];
  for (const [index, atom] of atoms.entries()) {
    const last = out[out.length - 1];
    if (atom.kind === 'days' && last?.kind === 'days' && !atom.group && !last.group) {
      const gap = text.slice(last.end, atom.start);
      if (last.days.length === 1 && ONLY_RANGE_SEP.test(gap)) {
        last.days = dayRange(last.days[0], atom.days[0]);
        last.end = atom.end;
        continue;
      }
      // "11-9 Mon thru Sat, Sundays 10-3": a day set that took the range before it and one with a range of its own
      // are two statements, not one list (docs/decisions/241).
      const prior = out[out.length - 2];
      const own = atoms[index + 1];
      const twoStatements =
        gap.includes(',') && prior?.kind === 'times' && adjacent(text, prior, last) && own?.kind === 'times' && adjacent(text, atom, own);
      // "Monday Wednesday and Friday" as voice typing writes it: days next to each other are one list (docs/decisions/243).
      if (!twoStatements && /^\s*(?:(?:,|&|and|\+|\/|or)\s*(?:(?:and|&)\s*)?)?$/i.test(gap)) {
        last.days = [...last.days, ...atom.days.filter((d) => !last.days.includes(d))];
        last.end = atom.end;
        continue;
      }
    }
    out.push(atom);
  }
  return out;
}

function adjacent(text: string, a: Atom | undefined, b: Atom | undefined): boolean {
  if (!a || !b) return false;
  const gap = text.slice(a.end, b.start).replace(FILLER, ' ');
  return /^[\s,:()/–—-]*$/.test(gap);
}

/**
 * The activity a chunk's times belong to, when the words before its first time name one and no
 * opening word: `modified` when other words single it out as one part of the business ("Kids club",
 * "6-week wheel-throwing courses", "jam session"), not when only a part of the day or "our" stands before it.
 */
function activityLead(chunk: string, atoms: Atom[]): { modified: boolean } | null {
  const first = atoms.find((a) => a.kind === 'times' || a.kind === 'always');
  if (!first) return null;
  const lead = chunk.slice(0, first.start);
  const m = ACTIVITY.exec(lead);
  if (!m || OPENING.test(lead.replace(ACTIVITY, ' '))) return null;
  if (/^live |^open /i.test(m[0])) return { modified: true };
  const before = lead.slice(0, m.index).split(/[\s:—–-]+/).filter((w) => w && !PLAIN_BEFORE_ACTIVITY.test(w));
  return { modified: before.length > 0 };
}

/** "at the Scout Hut", "at St Mary's Church Hall": a named venue an activity is held at. */
const AT_VENUE = /\bat\s+(?:the\s+)?\p{Lu}/u;
/** "late Thursdays", "late opening Fridays": the day's closing time is later than the others', and not given. */
const LATE_BEFORE = /\blate(?:\s+(?:opening|night|nights))?\s*(?:on\s+)?$/i;

/**
 * "Juniors Mon & Wed 6–7pm, adults Mon & Wed 7–8.30pm", or the same as lines of their own ("Beginners – Tuesday
 * 7.30–8.30pm" / "Improvers – Tuesday 8.30–9.30pm", outside any opening, meal or service word): the same days given twice
 * with other times are the rows of a timetable of several groups, not the business's opening hours (docs/decisions/257).
 * A general set made specific ("daily 10–7, Sunday 11–5") is not this: only the same days written out twice.
 */
function groupRows(read: { chunk: string; atoms: Atom[] }[]): Set<string> {
  const seen = new Map<string, { times: string; chunk: string; apart: boolean }[]>();
  const out = new Set<string>();
  for (const { chunk, atoms } of read) {
    // Across chunks only where neither is about opening, a meal or a service ("Open Tue 9–5. Lunch Tue 12–2.").
    const apart = !(OPENING.test(chunk) || MEAL_LEAD.test(chunk) || SERVICE.test(chunk));
    for (let i = 0; i + 1 < atoms.length; i++) {
      const a = atoms[i];
      const next = atoms[i + 1];
      if (a.kind !== 'days' || a.group || next.kind !== 'times' || !adjacent(chunk, a, next)) continue;
      const key = a.days.join();
      const times = JSON.stringify(next.intervals);
      const rows = seen.get(key) ?? [];
      for (const row of rows) if (row.times !== times && (row.chunk === chunk || (apart && row.apart))) out.add(row.chunk).add(chunk);
      seen.set(key, [...rows, { times, chunk, apart }]);
    }
  }
  return out;
}

/** A day set followed by a place ("Tuesday – Hartley Business Park", "Thursdays outside Berkhamsted station"). */
const AT_PLACE_AFTER = /^\s*(?:[-–—:]\s*|(?:we(?:'re|\s+are)\s+)?(?:at|outside|in)\s+)(?:the\s+)?(?!(?:Closed|Open|By|Appointments?|Noon|Midday|Midnight|Late|All|From)\b)\p{Lu}/u;

/** The days of a round the business trades on, each at a place: none unless the text gives one. */
function tradingRound(read: { chunk: string; atoms: Atom[] }[]): Set<Day> {
  const out = new Set<Day>();
  for (const { chunk, atoms } of read) {
    for (const [i, a] of atoms.entries()) {
      const next = atoms[i + 1];
      if (a.kind === 'days' && !a.group && !(next && next.start - a.end < 3) && AT_PLACE_AFTER.test(chunk.slice(a.end))) for (const d of a.days) out.add(d);
    }
  }
  return out;
}

/** A start time alone, with its am or pm or in 24-hour form ("6.30pm", "18:30"): a timetable's entry (docs/decisions/267). */
const START_TIME = /(?<![\d.:])(\d{1,2}(?:[.:]\d{2})?\s?(?:[ap]\.?m\.?)|(?:[01]\d|2[0-3])[.:]\d{2})(?![\d.:]|\s*[-–—]|\s*(?:to|till|until)\b)/gi;
/** Words around a row's times that name no class: "at", "from", a length in brackets ("(75 min)"). */
const NOT_ACTIVITY = /\((?:[^()]*\d[^()]*)\)|\b(?:at|from|on|every|each|and|&|plus|then|till|until|to)\b|[–—:|•·-]+/gi;

/**
 * The rows of a chunk read as a timetable (docs/decisions/267): each comma part's days and times, with the words left
 * as what runs then ("Juniors Mon & Wed 6–7pm, adults Mon & Wed 7–8.30pm" → Juniors on Monday and Wednesday 18:00–19:00,
 * Adults…). A part with times and no days takes the days before it; one with no words takes the class before it. Only a
 * proposal: the site shows the rows the owner confirms on "What we understood".
 */
function timetableRows(chunk: string): TimetableRow[] {
  const rows: TimetableRow[] = [];
  let days: Day[] = [];
  // "Classes at the Quaker Meeting House, Lewes, Mondays 7–8pm": what runs is named before the first day or time, up to
  // where it is held; a venue and a town are no class.
  const first = atomsOf(chunk)[0];
  let activity = activityName(chunk.slice(0, first?.start ?? 0).split(',')[0]);
  for (const part of chunk.split(/,(?![^()]*\))|;/)) {
    const atoms = atomsOf(part);
    const spans: { start: number; end: number }[] = atoms.map((a) => ({ start: a.start, end: a.end }));
    const partDays = atoms.flatMap((a) => (a.kind === 'days' ? a.days : []));
    const times: { start: string; end?: string }[] = atoms.flatMap((a) => (a.kind === 'times' ? a.intervals.map((i) => ({ start: i.open, end: i.close })) : []));
    for (const m of part.matchAll(START_TIME)) {
      if (overlaps({ start: m.index, end: m.index + m[0].length }, spans)) continue;
      const t = readTime(m[1].replace(/\s+/g, ''));
      if (!t?.fixed || t.minutes >= 1440) continue;
      times.push({ start: clock(t.minutes) });
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
    if (!spans.length) continue;
    let words = part;
    for (const s of [...spans].sort((a, b) => b.start - a.start)) words = words.slice(0, s.start) + ' ' + words.slice(s.end);
    activity = activityName(words) || activity;
    if (partDays.length) days = partDays;
    if (!times.length || !days.length || !activity) continue;
    for (const day of days) for (const t of times) rows.push({ day, start: t.start, ...(t.end ? { end: t.end } : {}), activity: activity.slice(0, FACT_LIMITS.timetableActivity) });
  }
  return rows;
}

/** The class a timetable's words name: after a header ("Classes: spin"), before where it is held ("spin at the Leisure Centre"), without filler. */
function activityName(words: string): string {
  const named = words
    .replace(/^[^:]*:/, '')
    .split(/\s(?:at|in|@)\s+(?:the\s+)?\p{Lu}/u)[0]
    .replace(NOT_ACTIVITY, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
  return named ? named.charAt(0).toUpperCase() + named.slice(1) : '';
}

/** Reads the hours a description states; days it does not mention stay absent. */
export function parseHours(chunks: string[], options: { timetable?: ReadonlySet<string>; name?: string; service?: boolean } = {}): HoursResult {
  const days: Partial<Record<Day, DayHours>> = {};
  const notes: string[] = [];
  const timetable: TimetableRow[] = [];
  let appointmentOnly = false;
  let sawAppointment = false;
  let midweekClosed = false;
  let seasonal = false;
  // Each chunk's atoms, read once (MAY_STATE_HOURS skips the chunks that cannot state hours). Outside a service's own
  // reading, "Open daily 9–4, kitchen 9–2.30" is two statements: a service word after a time range starts its own.
  const read = chunks
    .filter((c) => MAY_STATE_HOURS.test(c))
    .flatMap((chunk) => (options.service ? [chunk] : splitAtService(chunk, options.name)))
    .map((chunk) => ({ chunk, atoms: atomsOf(chunk) }));
  // "Tuesday – Hartley Business Park, Wednesday – Station Road car park… Serving 11.30 till 2 on weekdays": where the
  // text gives the days the business trades, each at a place, "weekdays" or "daily" are those days (docs/decisions/257).
  const round = options.service ? new Set<Day>() : tradingRound(read);
  if (round.size >= 2) for (const { atoms } of read) for (const a of atoms) if (a.kind === 'days' && a.group) a.days = a.days.filter((d) => round.has(d));
  if (chunks.some((c) => SEASON_ONLY.test(c) || DATES_ONLY.test(c)) && read.some(({ atoms }) => atoms.some((a) => a.kind === 'times' || a.kind === 'always'))) {
    return { serviceHours: [], timetable: [], notes: ['The hours change with the season; please enter the hours to show.'] };
  }
  if (chunks.some((c) => NOT_OPEN_YET.test(c)) && read.some(({ atoms }) => atoms.some((a) => a.kind === 'times' || a.kind === 'always'))) {
    return { serviceHours: [], timetable: [], notes: ['The hours are for an opening still to come; please enter them once the business is open.'] };
  }
  // "Bristol (Gloucester Road): Mon–Sat 7:30–16:00. Bath (Walcot Street): Wed–Sun 9:00–17:00.": several branches, each
  // with its own hours, have no one set of opening hours (docs/decisions/247).
  // "Two stationery shops: our Lewes shop is open Mon–Sat 9.30–5.30 and the Brighton one opens 10–6 every day": two sets
  // of times in one sentence count as two statements (docs/decisions/254).
  const statements = read.filter(({ atoms }) => atoms.some((a) => a.kind === 'days')).reduce((n, { atoms }) => n + atoms.filter((a) => a.kind === 'times').length, 0);
  if (chunks.some((c) => MULTI_SITE.test(c)) && statements >= 2) {
    return { serviceHours: [], timetable: [], notes: ['Each branch has its own hours; please enter the hours to show.'] };
  }
  const opening = ({ chunk, atoms }: { chunk: string; atoms: Atom[] }) =>
    OPENING.test(chunk) && atoms.some((a) => a.kind === 'times' || a.kind === 'days') && !activityLead(chunk, atoms);
  // A service's hours (docs/decisions/251): read apart, under the service's label, never as opening hours. "Office" and
  // "surgery" hours are a service's only beside opening hours stated in another chunk.
  const openingElsewhere = read.some((r) => opening(r) && !serviceWords(r.chunk, options.name) && !SERVICE_BESIDE_OPENING.test(r.chunk));
  const serviceOf = (chunk: string) => (options.service ? null : (serviceWords(chunk, options.name) ?? (openingElsewhere ? SERVICE_BESIDE_OPENING.exec(chunk)?.[0] : null) ?? null));
  const services = new Map<string, { label: string; chunks: string[] }>();
  const hosts = options.service ? new Set<string>() : hostPlaces(chunks);
  const statesOpening = read.some((r) => opening(r) && !serviceOf(r.chunk));
  const rows = options.service ? new Set<string>() : groupRows(read);
  let lastService: string | null = null;
  for (const { chunk, atoms } of read) {
    // "Food served 12–2:30 and 6–9, Monday to Saturday; Sunday lunch 12–4": a meal right after a service's hours is
    // more of that service's (docs/decisions/251).
    const previousService: string | null = lastService;
    lastService = null;
    if (!atoms.some((a) => a.kind === 'times' || a.kind === 'always' || a.kind === 'days' || a.kind === 'appointment')) continue;
    if (atoms.some((a) => a.kind === 'times' || a.kind === 'always') && SEASONAL.test(chunk)) {
      seasonal = true;
      continue;
    }
    if (OTHER_HOURS.test(chunk)) continue;
    // "a counter inside the Old Station Antiques Centre … The antiques centre is open 10–5 daily": the hours of the
    // place the business is in, or beside, are not its own (docs/decisions/252).
    const subject = HOST_SUBJECT.exec(chunk)?.[1]?.toLowerCase();
    if (subject && hosts.has(subject)) {
      if (atoms.some((a) => a.kind === 'times')) notes.push(`Another place's hours, not used as opening hours: "${chunk.trim()}"`);
      continue;
    }
    const served = serviceOf(chunk);
    const meal = !served && previousService ? (DAY_MEAL_LEAD.exec(chunk) ?? MEAL_LEAD.exec(chunk)) : null;
    if (served || meal) {
      const label: string = served ? serviceLabel(served) : mealLabel(services.get(previousService!)!, meal![0], atoms);
      const group = services.get(label.toLowerCase()) ?? { label, chunks: [] };
      group.chunks.push(chunk);
      services.set(label.toLowerCase(), group);
      lastService = label.toLowerCase();
      continue;
    }
    if (PLANNED_OPENING.test(chunk)) {
      if (atoms.some((a) => a.kind === 'times')) notes.push(`Planned hours, not used as opening hours: "${chunk.trim()}"`);
      continue;
    }
    // "Open Wed–Sun from 5pm, Sunday lunch 12–3": beside an opening with no closing time, a day's meal service is not
    // its opening hours (docs/decisions/247).
    if (OPEN_FROM.test(chunk) && DAY_MEAL.test(chunk)) continue;
    // A timetable (docs/decisions/240): lines under a "Classes:" header, or a chunk led by one activity of the
    // business ("Kids club Saturdays 9–11am", "Outdoor bootcamp Tues & Thurs…"), or by any activity when the
    // text states its opening hours elsewhere ("Morning batch 7–9 am…" beside "Office open 10am–6pm").
    // "Classes Mon, Wed & Fri 6–9pm" alone is a class-only business's hours.
    const lead = activityLead(chunk, atoms);
    // "Classes Tuesday and Thursday 6–9pm at the Impact Hub": an activity held at a named venue is a timetable,
    // never the hours of the business's own place (docs/decisions/241).
    // "Classes at the Quaker Meeting House, Lewes, Mondays 7–8pm": so is one whose venue comes before its times (docs/decisions/257).
    const lastTime = [...atoms].reverse().find((a) => a.kind === 'times');
    const firstTime = atoms.find((a) => a.kind === 'times');
    const elsewhere = Boolean(
      lead &&
        lastTime &&
        firstTime &&
        (/^[\s,]*(?:at|in)\s+(?:the\s+)?\p{Lu}/u.test(chunk.slice(lastTime.end)) || AT_VENUE.test(chunk.slice(ACTIVITY.exec(chunk)!.index, firstTime.start))),
    );
    if (options.timetable?.has(chunk) || (lead && (lead.modified || statesOpening || elsewhere)) || rows.has(chunk)) {
      if (atoms.some((a) => a.kind === 'times')) notes.push(`A timetable, not used as opening hours: "${chunk.trim()}"`);
      timetable.push(...timetableRows(chunk).slice(0, FACT_LIMITS.timetable - timetable.length));
      continue;
    }
    // "Saturdays by appointment only" is Saturday's status, not the whole business's (docs/decisions/241).
    if (/(?:appointments?|appts?\.?) only/i.test(chunk) && !atoms.some((a, i) => a.kind === 'appointment' && [atoms[i - 1], atoms[i + 1]].some((d) => d?.kind === 'days' && adjacent(chunk, d.start < a.start ? d : a, d.start < a.start ? a : d))))
      appointmentOnly = true;
    let lastDays: Day[] = [];
    /** "Open 9am-5pm, Thursdays until 7pm": a day already open closes then; one not stated yet opens when the range before it opens. */
    const closeAt = (list: Day[], minutes: number, before: Atom[]) => {
      const base = [...before].reverse().find((x) => x.kind === 'times' && !x.lunch);
      for (const d of list) {
        const h = days[d];
        if (h?.status === 'open') {
          const last = h.intervals[h.intervals.length - 1];
          if (minutes > minutesOf(last.open)) last.close = clock(minutes);
        } else if (!h && base?.kind === 'times' && base.intervals.length === 1 && minutes > minutesOf(base.intervals[0].open)) {
          days[d] = { status: 'open', intervals: [{ open: base.intervals[0].open, close: clock(minutes) }] };
        }
      }
    };
    const used = new Set<Atom>();
    // "Lunch Wed–Sun 12–2.30pm. Dinner Wed–Sat 5.30–10pm.": a chunk led by a meal or part of the day adds its
    // times to the days' earlier ones instead of replacing them (docs/decisions/142).
    const adds = MEAL_LEAD.test(chunk);
    const set = (list: Day[], value: DayHours) => {
      for (const d of list) {
        const had = days[d];
        days[d] = adds && had?.status === 'open' && value.status === 'open' ? addIntervals(had.intervals, value.intervals) : structuredClone(value);
      }
      lastDays = list;
    };
    // "6.30am - 2.30pm weekdays, 7am - 3pm weekends": a chunk that gives a time range before its first day set
    // writes every range before its days, so a day set takes the range before it first (docs/decisions/142).
    const timesFirst = atoms[0]?.kind === 'times' && atoms[1]?.kind === 'days' && adjacent(chunk, atoms[0], atoms[1]);
    for (let i = 0; i < atoms.length; i++) {
      const a = atoms[i];
      const prev = atoms[i - 1];
      const next = atoms[i + 1];
      if (a.kind === 'always') set([...DAYS], { status: 'open', intervals: [{ open: '00:00', close: '24:00' }] });
      // "after-hours by appointment" is not the whole business by appointment.
      if (a.kind === 'appointment' && !PART_OF_DAY_BEFORE.test(chunk.slice(0, a.start))) sawAppointment = true;
      if (a.kind === 'times' && a.lunch && !used.has(a)) {
        used.add(a);
        for (const d of lastDays) days[d] = withBreak(days[d], a.intervals[0]);
        continue;
      }
      if (a.kind !== 'days') continue;
      if (a.midweek) {
        if ((prev?.kind === 'closed' && adjacent(chunk, prev, a)) || (next?.kind === 'closed' && adjacent(chunk, a, next))) midweekClosed = true;
        continue;
      }
      // "daily (till 4 on Sundays)": an "until" followed by "on <days>" is those days' (docs/decisions/241).
      const untilOwnDays = atoms[i + 2]?.kind === 'days' && /^\s*on\s*$/i.test(chunk.slice(next?.end ?? 0, atoms[i + 2]?.start ?? 0));
      const untilNext = next?.kind === 'until' && adjacent(chunk, a, next) && !untilOwnDays;
      // "Open all week except Monday and Tuesday, 10–4": the range after the excepted days (past a comma) is the
      // hours of the days before "except"; the excepted days are closed below (docs/decisions/241).
      const after = atoms[i + 2];
      if (
        next?.kind === 'days' &&
        EXCEPT_BEFORE.test(chunk.slice(a.end, next.start)) &&
        after?.kind === 'times' &&
        !after.lunch &&
        /,/.test(chunk.slice(next.end, after.start)) &&
        adjacent(chunk, next, after)
      ) {
        used.add(after);
        set(a.days, { status: 'open', intervals: after.intervals });
        continue;
      }
      const untilBefore = prev?.kind === 'until' && adjacent(chunk, prev, a);
      if (untilBefore && (!next || next.kind !== 'times')) {
        // "usually 9 till 4 but we shut at 2 on Sundays": the days after "shut at" close then.
        closeAt(a.days, prev.minutes, atoms.slice(0, i - 1));
        continue;
      }
      // "Tues–Sat 10 till 4, late Thursdays": a day open late, with no time of its own, closes at a time not stated, so
      // it is left out (docs/decisions/257); "late Thursdays until 8pm" closes at eight.
      if (LATE_BEFORE.test(chunk.slice(prev?.end ?? 0, a.start)) && !((next?.kind === 'times' || next?.kind === 'until') && adjacent(chunk, a, next))) {
        for (const d of a.days) delete days[d];
        lastDays = a.days;
        continue;
      }
      const closedNext = (next?.kind === 'closed' && adjacent(chunk, a, next)) || (prev?.kind === 'closed' && adjacent(chunk, prev, a));
      if (closedNext && partOfDay(chunk, a)) {
        // "closed Sunday afternoons": what the day's hours are is no longer known, so the day is left out.
        for (const d of a.days) delete days[d];
        lastDays = a.days;
      } else if (timesFirst && !untilNext && prev?.kind === 'times' && !prev.lunch && !used.has(prev) && adjacent(chunk, prev, a)) {
        used.add(prev);
        set(a.days, { status: 'open', intervals: prev.intervals });
      } else if (next?.kind === 'times' && !next.lunch && !used.has(next) && adjacent(chunk, a, next)) {
        used.add(next);
        set(a.days, { status: 'open', intervals: next.intervals });
        i++;
      } else if (next?.kind === 'closed' && adjacent(chunk, a, next)) {
        set(a.days, { status: 'closed' });
      } else if (next?.kind === 'appointment' && adjacent(chunk, a, next) && !(atoms[i + 2]?.kind === 'days' && /^\s*on\s*$/i.test(chunk.slice(next.end, atoms[i + 2].start)))) {
        set(a.days, { status: 'appointment' });
      } else if (EXCEPT_BEFORE.test(chunk.slice(prev?.end ?? 0, a.start))) {
        set(a.days, { status: 'closed' });
      } else if (untilNext) {
        closeAt(a.days, next.minutes, atoms.slice(0, i));
      } else if (prev?.kind === 'times' && !prev.lunch && !used.has(prev) && adjacent(chunk, prev, a)) {
        // "Lunch 11:30–15:00, dinner 17:00–21:30, Tuesday to Sunday": every unused range in a row before the
        // day set is its own (docs/decisions/240), when they do not overlap.
        let intervals = prev.intervals;
        used.add(prev);
        for (let j = i - 2, later = prev; j >= 0; j--) {
          const earlier = atoms[j];
          if (earlier.kind !== 'times' || earlier.lunch || used.has(earlier) || !adjacent(chunk, earlier, later)) break;
          const joined = addIntervals(earlier.intervals, intervals);
          if (joined.status !== 'open' || joined.intervals.length !== earlier.intervals.length + intervals.length) break;
          intervals = joined.intervals;
          used.add(earlier);
          later = earlier;
        }
        set(a.days, { status: 'open', intervals });
      } else if (prev?.kind === 'closed' && adjacent(chunk, prev, a)) {
        set(a.days, { status: 'closed' });
      } else if (prev?.kind === 'appointment' && adjacent(chunk, prev, a)) {
        set(a.days, { status: 'appointment' });
      }
    }
    if (atoms.some((a) => a.kind === 'times' && !used.has(a) && !a.lunch) && !atoms.some((a) => a.kind === 'days'))
      notes.push(`Hours without days, not used: "${chunk.trim()}"`);
  }
  if (seasonal) {
    notes.push('The hours change with the season; please enter the hours to show.');
    return { serviceHours: [], timetable, notes };
  }
  const serviceHours: ServiceHours[] = [];
  for (const { label, chunks: own } of services.values()) {
    const read = parseHours(own, { service: true });
    notes.push(...read.notes);
    if (read.hours && DAYS.some((d) => read.hours!.days[d]) && serviceHours.length < FACT_LIMITS.serviceHours) serviceHours.push({ label, days: read.hours.days });
  }
  if (midweekClosed) for (const d of dayRange('mon', 'fri')) if (!days[d]) days[d] = { status: 'closed' };
  const stated = Object.keys(days).length > 0;
  if (!stated && sawAppointment) appointmentOnly = true;
  if (!stated && !appointmentOnly) return { serviceHours, timetable, notes };
  const note = exceptionNote(chunks);
  return { hours: note ? { days, appointmentOnly, note } : { days, appointmentOnly }, serviceHours, timetable, notes };
}

/**
 * The label of a meal's hours right after a service's (docs/decisions/251): "Food served 12–2:30 and 6–9, Monday to
 * Saturday; Sunday lunch 12–4" is more of when food is served, but "Dinner served 6.30–9pm every night; Sunday lunch
 * 12–2.30" is Sunday lunch's own: a meal joins only a service of food in general, and only on days it has no hours for.
 */
function mealLabel(previous: { label: string; chunks: string[] }, meal: string, atoms: Atom[]): string {
  const had = parseHours(previous.chunks, { service: true }).hours?.days ?? {};
  const days = atoms.flatMap((a) => (a.kind === 'days' ? a.days : []));
  return /\b(?:food|kitchen)\b/i.test(previous.label) && !days.some((d) => had[d]) ? previous.label : serviceLabel(meal.replace(/^\W+/, ''));
}

/** "inside the Old Station Antiques Centre", "shares a building with Bean Counter Café": another place the business is in or beside. */
const HOST_PLACE =
  /\b(?:inside|within|in the (?:back|corner) of|at the (?:back|front) of|upstairs (?:from|at|in)|next door to|shares? (?:a |the )?(?:building|space|premises|unit|yard) with)\s+(?:the\s+)?((?:\p{Lu}[\p{L}'’&-]*\s+){0,5}\p{Lu}[\p{L}'’-]*)/gu;
/** "The antiques centre is open…", "The café opens…": a chunk whose subject is a place named by its last word. */
const HOST_SUBJECT = /^\W*the\s+(?:[\p{L}'’-]+\s+){0,3}?([\p{L}'’-]+)\s+(?:is\s+|are\s+)?(?:open|opens)\b/iu;

/** The last words (lower case) of the places the text says the business is inside or shares a building with. */
function hostPlaces(chunks: string[]): Set<string> {
  const out = new Set<string>();
  for (const chunk of chunks) for (const m of chunk.matchAll(HOST_PLACE)) out.add(m[1].split(/\s+/).at(-1)!.toLowerCase());
  return out;
}

/** The words naming a service in `chunk`, outside the business's own name ("Sunday Kitchen is open…" names none). */
function serviceWords(chunk: string, name: string | undefined): string | null {
  return SERVICE.exec(withoutName(chunk, name))?.[0] ?? null;
}

/** The chunk with every occurrence of the business's name blanked (same length, so positions hold). */
function withoutName(chunk: string, name: string | undefined): string {
  const n = name?.trim();
  if (!n || n.length < 3) return chunk;
  return chunk.replace(new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), (m) => ' '.repeat(m.length));
}

/** "Open Wed–Sun 9–4, kitchen 9–2.30": the service's statement after a time range is a chunk of its own (docs/decisions/251). */
function splitAtService(chunk: string, name: string | undefined): string[] {
  const m = SERVICE.exec(withoutName(chunk, name));
  if (!m || m.index === 0) return [chunk];
  const before = chunk.slice(0, m.index);
  if (!atomsOf(before).some((a) => a.kind === 'times' || a.kind === 'always')) return [chunk];
  return [before, chunk.slice(m.index)];
}

const EXCEPTION = /\b(?:closed|except)\b[^.;()|]{0,80}\b(?:bank holidays?|public holidays?|holidays|christmas(?: day| eve)?|boxing day|new year'?s?(?: day| eve)?|thanksgiving|easter|eid|diwali)\b/i;

/** "Closed bank holidays", "(closed Thanksgiving and Christmas Day)": the owner's own words, as the hours note. */
function exceptionNote(chunks: string[]): string | undefined {
  for (const chunk of chunks) {
    const m = EXCEPTION.exec(chunk);
    if (m) {
      const words = m[0].replace(/^except\b/i, 'Closed').trim();
      return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 160);
    }
  }
  return undefined;
}

/** "closed Sunday afternoons": part of a day closed is not the day closed (docs/decisions/241). */
const partOfDay = (chunk: string, a: Atom) => /^\s*(?:afternoons?|mornings?|evenings?|nights?|lunchtimes?|pm|am)\b/i.test(chunk.slice(a.end));

const MEAL_LEAD = /^\W*(?:lunch|dinner|supper|breakfast|brunch|mornings?|afternoons?|evenings?)\b/i;
/** "Sunday lunch 12–4" as a chunk's start. */
const DAY_MEAL_LEAD = new RegExp(`^\\W*${DAY_MEAL.source}`, 'i');

/** A day's intervals with more added: kept as they are when any would overlap, else in order, at most three. */
function addIntervals(had: Interval[], more: Interval[]): DayHours {
  const all = [...had, ...more].sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
  const overlap = all.some((iv, i) => i > 0 && minutesOf(iv.open) < minutesOf(all[i - 1].close));
  return { status: 'open', intervals: overlap || all.length > 3 ? structuredClone(more) : all };
}

/** Splits a day's open interval around a lunch break ("closed 12–1 for lunch"). */
function withBreak(day: DayHours | undefined, lunch: Interval): DayHours | undefined {
  if (day?.status !== 'open') return day;
  const out: Interval[] = [];
  for (const iv of day.intervals) {
    if (iv.open < lunch.open && lunch.close < iv.close) out.push({ open: iv.open, close: lunch.open }, { open: lunch.close, close: iv.close });
    else out.push(iv);
  }
  return { status: 'open', intervals: out.slice(0, 3) };
}
