/**
 * The copy of a text the scanner reads (decision 063). Two jobs, both keeping the length so that offsets
 * found in the copy apply to the original, from which the output is always built:
 *
 * - Unicode in the wild: dashes and hyphens (non-breaking hyphen U+2011, en/em dashes, minus sign) read as
 *   '-', and no-break / narrow no-break / thin / figure spaces as ' ', so '(718) 555–0163', 'AHU‑3' and
 *   '40 814 kWh' are matched by the same detectors as their ASCII spellings.
 * - Speed: strings built by slicing or concatenation (a file's pieces, a buffer plus the next piece) are
 *   ropes or views in JavaScript engines; reading them character by character costs an indirection per
 *   read. Scanning a fresh flat copy is about 30% faster and the copy costs far less than that.
 */
const MIN_LENGTH = 64 * 1024;
const LOOK_ALIKES = /[\u00a0\u2007\u2009\u202f\u2010-\u2015\u2212]/;
const DASHES = /[\u2010-\u2015\u2212]/g;
const SPACES = /[\u00a0\u2007\u2009\u202f]/g;
let encoder: TextEncoder | null = null;
let decoder: TextDecoder | null = null;

/** Every path into the scanner (redact, RedactionStream) goes through this. */
export function withAsciiLookAlikes(text: string): string {
  // One linear, non-backtracking character-class search; replacing is a second pass only when needed.
  // Replacing with a constant string (no callback) keeps both passes native.
  return LOOK_ALIKES.test(text) ? text.replace(DASHES, '-').replace(SPACES, ' ') : text;
}

export function flatForScanning(text: string): string {
  if (text.length < MIN_LENGTH || typeof TextEncoder === 'undefined' || typeof TextDecoder === 'undefined') return text;
  encoder ??= new TextEncoder();
  decoder ??= new TextDecoder();
  const copy = decoder.decode(encoder.encode(text));
  return copy.length === text.length ? copy : text;
}
