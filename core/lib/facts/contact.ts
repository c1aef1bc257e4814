import type { Contact } from './schema';

/**
 * Contact details in a description (docs/decisions/141): e-mails, phone numbers, street addresses and web
 * links, each with its span so the other readers can skip it ("Call 0117 496 0321" is not an offering,
 * "12–3" inside a phone number is not an hour).
 */

export type Span = { start: number; end: number };
export type ContactResult = { contact: Contact; social: string[]; spans: Span[]; notes: string[] };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}/g;
const TLD = 'com|co\\.uk|org\\.uk|org|net|io|app|dev|shop|co|uk|ai|wales|scot|ie|us|ca|de|fr|biz|info|me|studio|cafe|store|online|site|gle';
const URL_PATTERN = new RegExp(
  String.raw`\bhttps?:\/\/[^\s<>"'()]+|\bwww\.[^\s<>"'()]+|(?<![@\w.-])(?:[a-z0-9-]+\.)+(?:${TLD})\b(?:\/[^\s<>"'()]*)?`,
  'gi',
);
const SOCIAL_HOSTS = /(?:^|\.)(?:instagram\.com|facebook\.com|fb\.com|tiktok\.com|twitter\.com|x\.com|linkedin\.com|youtube\.com|pinterest\.com|behance\.net|threads\.net|dribbble\.com|yelp\.com)$/i;
/** Words near a link that make it the place to book or buy. */
const BOOKING_CONTEXT = /\b(?:book|booking|order|orders|shop|buy|reserv\w*|enrol\w*|sign\s?up|signup|try|appointments?|schedule|timetable)\b/i;
const BOOKING_PATH = /\/(?:book|booking|bookings|order|shop|store|appointments?|enrol|enroll|signup|sign-up|reserve)\b/i;

// A run of digits with the separators people write, 9 to 15 digits in all (checked after matching). A country code may be
// written "+44" or "0044", and the trunk zero kept in brackets after it ("0044 (0)1865 …", "+44 (0)7700 …"): both are
// part of the number, never left off it (docs/decisions/267).
const PHONE = /(?<![\w£$€.,/-])(?:(?:\+|00)\d{1,3}[\s.-]?)?(?:\(0\)[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d(?:[\s.-]?\d){5,14}(?![\w%])/g;
const HANDLE = /(?<![\w.@])@[A-Za-z0-9_.]{2,30}\b/g;
const PHONE_WORDS = /\b(?:call|phone|tel|telephone|ring|text|mobile|whatsapp|reception|enquiries|emergencies|contact|fax)\b/i;

const STREET =
  'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Dr|Way|Place|Pl|Square|Sq|Court|Ct|Terrace|Crescent|Close|Row|Parade|Wharf|Broadway|Highway|Hwy|Parkway|Pkwy|Walk|Hill|Green|Gardens|Mews|Quay|Circle|Plaza|Pike|Trail';
const WORD = String.raw`[A-Z][\p{L}'’.-]*`;
const PLAIN_WORD = String.raw`[A-Z][\p{L}'’-]*`;
const POSTCODE = String.raw`(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2})`;
const UNIT = String.raw`(?:,?\s+(?:Suite|Unit|Ste\.?|Apt\.?|Floor)\s*[\w-]+)`;
// "Unit 5 Orbital Park, Ashford TN24 0GA" with or without a comma: the unit is part of the address (docs/decisions/241).
const HEAD = String.raw`(?:(?:Unit|Suite|Flat|Studio)\s+\d+[A-Za-z]?(?:,\s*|\s+)|\d+[A-Za-z]?(?:-\d+)?\s+)`;
const TOWN = String.raw`(?:,\s*${WORD}(?:\s+${WORD}){0,2})`;
/** "3 Church Road, Frome BA11 1PW", "2217 W Belmont Ave, Chicago, IL 60618", "40 Deansgate, Manchester M3 2EG". */
const ADDRESS_WITH_CODE = new RegExp(String.raw`${HEAD}${WORD}(?:\s+${WORD}){0,4}${UNIT}?${TOWN}{0,2},?\s+${POSTCODE}\b`, 'gu');
const STREET_ANY_CASE = `${STREET}|${STREET.toUpperCase()}`;
const LEAD_WORDS = 'Visit|Find|Us|Come|See|At|On|In|Near|Opposite|Behind|Off|Located|Based|Address|We|Our|VISIT|FIND|US|AT|ON|IN';
/**
 * "Swan Street, Ashwell SG7 5NY", "STATION RD, LLANELLI SA15 2EE": a named street with no number, its town and
 * postcode. Without a number or a postcode ("High Street, Sevenoaks") it is a place, not an address (docs/decisions/243).
 */
const ADDRESS_NO_NUMBER = new RegExp(
  // The street's name starts after words that lead to it ("Visit", "Find Us At").
  String.raw`\b(?!(?:${LEAD_WORDS})\s)(?:(?!(?:${LEAD_WORDS})\s)${PLAIN_WORD}\s+){1,3}(?:${STREET_ANY_CASE})\b${TOWN}{1,2},?\s+${POSTCODE}\b`,
  'gu',
);
/** "14 Rue Oberkampf, 75011 Paris". */
const ADDRESS_CONTINENTAL = new RegExp(String.raw`\b\d+,?\s+(?:Rue|Avenue|Boulevard|Place|Via|Calle|Carrer|Piazza)\s+${WORD}(?:\s+${WORD}){0,3},\s*\d{4,5}\s+${WORD}`, 'gu');
/** "Oudegracht 210, 3511 NR Utrecht", "Hauptstraße 5, 10115 Berlin": the street, its number, a postcode and town. */
const ADDRESS_NUMBER_AFTER = new RegExp(
  // Words without full stops: "So Ruhetag. Kantstraße 55, 10627 Berlin" starts at the street (docs/decisions/241).
  String.raw`\b${PLAIN_WORD}(?:\s+(?:${PLAIN_WORD}|da|de|do|del|della|di|van|der|den|la|le)){0,3}\s+\d{1,4}[a-zA-Z]?,\s*\d{4,5}(?:\s?[A-Z]{2})?\s+[A-Z][\p{L}'’-]*`,
  'gu',
);
/** "Unit 4, Mill Road Industrial Estate": a unit on a named street, no house number. */
const ADDRESS_UNIT = new RegExp(String.raw`\b(?:Unit|Suite|Studio)\s+\d+[A-Za-z]?,\s*(?:${WORD}\s+){1,3}(?:${STREET})\b`, 'gu');
/** "412 E Alder Street", "730 Williamson St", "1200 U St NW": a number and a street, no town. */
const ADDRESS_STREET = new RegExp(String.raw`\b\d+[A-Za-z]?\s+(?:(?:N|S|E|W|NE|NW|SE|SW)\.?\s+)?(?:${WORD}\s+){0,3}(?:${STREET})\b\.?(?:\s+(?:NW|NE|SW|SE)\b)?${UNIT}?`, 'gu');

function cleanUrl(raw: string): string {
  const trimmed = raw.replace(/[.,;:!?)\]]+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function isValidUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.hostname.includes('.') && value.length <= 300;
  } catch {
    return false;
  }
}

export function overlapsAny(span: Span, spans: Span[]): boolean {
  return spans.some((s) => span.start < s.end && s.start < span.end);
}

/** Words of a job advert: "We're hiring", "vacancies", "send your CV", "join our team" (never "no job too small"). */
const HIRING = /\b(?:hiring|vacanc(?:y|ies)|your cv|cvs? to|recruiting|careers|join our team)\b/i;
const APPLICANTS_MAILBOX = /^(?:jobs?|careers?|recruit(?:ing|ment)?|hr|vacancies|apply)@/;

/**
 * An e-mail address a job advert left in the description gives ("WE ARE HIRING: … apply to jobs@…"): it is for
 * applicants, not the business's contact (docs/decisions/252). Its own sentence says so, or its mailbox's name.
 */
function forApplicants(text: string, at: number, email: string): boolean {
  if (APPLICANTS_MAILBOX.test(email)) return true;
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf('\n'), ...[...before.matchAll(/[.!?](?=\s)/g)].map((m) => m.index));
  return HIRING.test(before.slice(start + 1));
}

export function readContact(text: string): ContactResult {
  const spans: Span[] = [];
  const notes: string[] = [];
  const contact: Contact = {};
  const social: string[] = [];

  const emails: string[] = [];
  for (const m of text.matchAll(EMAIL)) {
    spans.push({ start: m.index, end: m.index + m[0].length });
    const email = m[0].replace(/\.+$/, '').toLowerCase();
    if (forApplicants(text, m.index, email)) {
      notes.push(`An e-mail address for job applications, not used as the contact: ${email}`);
      continue;
    }
    if (!emails.includes(email)) emails.push(email);
  }
  if (emails.length) contact.email = emails[0];
  if (emails.length > 1) notes.push(`Several e-mail addresses (${emails.join(', ')}): the first is used.`);

  const bookings: string[] = [];
  for (const m of text.matchAll(URL_PATTERN)) {
    const span = { start: m.index, end: m.index + m[0].length };
    if (overlapsAny(span, spans)) continue;
    spans.push(span);
    const url = cleanUrl(m[0]);
    if (!isValidUrl(url)) continue;
    const host = new URL(url).hostname;
    if (SOCIAL_HOSTS.test(host)) {
      if (!social.includes(url)) social.push(url);
      continue;
    }
    const before = text.slice(Math.max(0, m.index - 40), m.index).split(/[.!?]\s|\n/).pop() ?? '';
    if (BOOKING_CONTEXT.test(before) || BOOKING_PATH.test(url)) bookings.push(url);
    else notes.push(`A link that is not clearly for booking or buying: ${url}`);
  }
  if (bookings.length) contact.bookingUrl = bookings[0];

  const phones: string[] = [];
  for (const m of text.matchAll(PHONE)) {
    const span = { start: m.index, end: m.index + m[0].trimEnd().length };
    if (overlapsAny(span, spans)) continue;
    const value = m[0].trim();
    const digits = value.replace(/\D/g, '').length;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    // Short runs are only phones when the text says so; a run with a time-like or price-like shape never is.
    if (digits < 9 && !(digits >= 7 && PHONE_WORDS.test(before))) continue;
    if (digits > 15 || /[.:]\d{2}\s*(?:[ap]m|–|-)/i.test(value)) continue;
    spans.push(span);
    phones.push(value);
  }
  if (phones.length) contact.phone = phones[0];
  if (phones.length > 1) notes.push(`Several phone numbers (${phones.join(', ')}): the first is used.`);

  const addresses: string[] = [];
  for (const pattern of [ADDRESS_WITH_CODE, ADDRESS_CONTINENTAL, ADDRESS_NUMBER_AFTER, ADDRESS_UNIT, ADDRESS_NO_NUMBER, ADDRESS_STREET]) {
    for (const m of text.matchAll(pattern)) {
      const value = m[0].replace(/[\s,]+$/, '');
      const span = { start: m.index, end: m.index + value.length };
      if (overlapsAny(span, spans)) continue;
      spans.push(span);
      addresses.push(value.replace(/\s+/g, ' '));
    }
  }
  if (addresses.length) contact.address = addresses[0];
  if (addresses.length > 1) notes.push(`Several addresses (${addresses.join('; ')}): the first is used.`);

  for (const m of text.matchAll(HANDLE)) {
    if (!overlapsAny({ start: m.index, end: m.index + m[0].length }, spans)) notes.push(`A social handle without a link (${m[0].trim()}): add the full address to show it.`);
  }

  return { contact, social, spans, notes };
}
