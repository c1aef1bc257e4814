import type { CategoryId } from '~core/lib/redactor/categories';
import type { RedactionSpan } from '~core/lib/redactor/render';

/** Messages between the /redactor page and its Web Worker. Text never leaves the device. */
export type RedactOptionsMessage = { categories: CategoryId[]; consistent: boolean };

export type ToWorker =
  | { type: 'text'; id: number; text: string; options: RedactOptionsMessage }
  | { type: 'file'; id: number; file: File; options: RedactOptionsMessage };

export type FromWorker =
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'output'; id: number; text: string }
  | {
      type: 'done';
      id: number;
      redactionCount: number;
      categories: CategoryId[];
      counts: Partial<Record<CategoryId, number>>;
      /** The start of the original text, with the spans inside it, for the highlighted view. */
      originalPreview: string;
      spans: RedactionSpan[];
      spansTruncated: boolean;
      blank: boolean;
    }
  | { type: 'error'; id: number; code: 'EMPTY' | 'BINARY' | 'NOT_UTF8' | 'TOO_LARGE' | 'FAILED'; message: string };

/** How much of the original text the highlighted view shows, and how many of its spans. */
export const PREVIEW_CHARS = 200_000;
export const MAX_PREVIEW_SPANS = 3_000;
/** Files are read and redacted in slices of this many bytes. */
export const SLICE_BYTES = 1024 * 1024;
