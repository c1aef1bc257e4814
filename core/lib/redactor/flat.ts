/**
 * The copy of a text the scanner reads (decisions 063, 190). Two jobs, both keeping the length so that
 * offsets found in the copy apply to the original, from which the output is always built:
 *
 * - Unicode in the wild: dashes and hyphens (non-breaking hyphen U+2011, en/em dashes, minus sign) read as
 *   '-', and no-break / narrow no-break / thin / figure spaces as ' ', so '(718) 555–0163', 'AHU‑3' and
 *   '40 814 kWh' are matched by the same detectors as their ASCII spellings.
 * - Speed: strings built by slicing or concatenation (a file's pieces, a buffer plus the next piece) are
 *   ropes or views in JavaScript engines; reading them character by character costs an indirection per
 *   read. Scanning a fresh flat copy is about a fifth faster and the copy costs far less than that.
 *
 * A replacement already yields a fresh flat string, so the text is copied at most once.
 */
const MIN_LENGTH = 64 * 1024;
const LOOK_ALIKE = /[\u00a0\u2007\u2009\u202f\u2010-\u2015\u2212]/;
const LOOK_ALIKES = /[\u00a0\u2007\u2009\u202f\u2010-\u2015\u2212]/g;
let encoder: TextEncoder | null = null;
let decoder: TextDecoder | null = null;

/** One native pass; the callback runs once per look-alike, which is rare. */
function asciiOf(c: string): string {
  const x = c.charCodeAt(0);
  return (x >= 0x2010 && x <= 0x2015) || x === 0x2212 ? '-' : ' ';
}

/**
 * Every path into the scanner (redact, RedactionStream) goes through this. `flat` says the text is known
 * to be a flat string already (RedactionStream's buffer comes from one `join`).
 */
export function scannable(text: string, flat = false): string {
  if (LOOK_ALIKE.test(text)) return text.replace(LOOK_ALIKES, asciiOf);
  return flat ? text : flatCopy(text);
}

function flatCopy(text: string): string {
  if (text.length < MIN_LENGTH || typeof TextEncoder === 'undefined' || typeof TextDecoder === 'undefined') return text;
  encoder ??= new TextEncoder();
  decoder ??= new TextDecoder();
  const copy = decoder.decode(encoder.encode(text));
  return copy.length === text.length ? copy : text;
}
