import { z } from 'zod';
import { CATEGORY_IDS } from '../redactor/categories';

/** 'No Content' / 'Please enter text or upload a file to redact'. */
export const NO_CONTENT_TITLE = 'No Content';
export const NO_CONTENT_MESSAGE = 'Please enter text or upload a file to redact';
/** Only .txt files ('Unsupported File Type' / 'Please upload a .txt file'). */
export const UNSUPPORTED_FILE_TITLE = 'Unsupported File Type';
export const UNSUPPORTED_FILE_MESSAGE = 'Please upload a .txt file';

import { MAX_FILE_BYTES, MAX_SERVER_TEXT_BYTES } from '../redactor/limits';

export { MAX_FILE_BYTES, MAX_SERVER_TEXT_BYTES };

export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export function isTxtFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.txt');
}

// min(1), the pattern and maxLength are what the OpenAPI document shows (docs/decisions/157); the byte count,
// which a character limit cannot express, stays a refinement.
const text = z
  .string({ error: 'text is required and must be a string' })
  .min(1, NO_CONTENT_MESSAGE)
  .regex(/\S/, NO_CONTENT_MESSAGE)
  .max(MAX_SERVER_TEXT_BYTES, 'text is larger than 1 MB')
  .refine((t) => utf8Length(t) <= MAX_SERVER_TEXT_BYTES, 'text is larger than 1 MB');

const categoryList = z.array(z.enum(CATEGORY_IDS, { error: `each category must be one of: ${CATEGORY_IDS.join(', ')}` })).max(CATEGORY_IDS.length * 2);

/** POST /api/v1/redact: `{ text, categories?, consistent? }`. */
export const redactRequestSchema = z.strictObject({
  text,
  categories: categoryList.optional(),
  consistent: z.boolean({ error: 'consistent must be true or false' }).optional(),
});

/**
 * The /redactor form when it is posted without JavaScript. The browser sends every ticked category box as
 * `categories` and `consistent=on` when ticked; Download posts the same form to /redactor/download.
 */
export const redactFormSchema = z.object({
  intent: z.enum(['redact', 'download']).default('redact'),
  text,
  categories: categoryList,
  consistent: z
    .string()
    .optional()
    .transform((v) => v === 'on' || v === 'true'),
  fileName: z.string().max(255).optional(),
});

/** The download's name: `redacted_<file name or 'document'>.txt`. */
export function downloadName(fileName: string | null | undefined): string {
  if (!fileName) return 'redacted_document.txt';
  const base = fileName.replace(/[\\/]/g, '_');
  return `redacted_${base.toLowerCase().endsWith('.txt') ? base : `${base}.txt`}`;
}
