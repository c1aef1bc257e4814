import { InputError, INPUT_MESSAGES, looksBinary } from '~core/lib/redactor/input';
import { MAX_FILE_BYTES } from '~core/lib/redactor/limits';

/** Sizes in KB with one decimal (bytes / 1024). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Files up to this size are loaded into the text area (editable); larger ones are redacted from the file. */
export const INLINE_FILE_BYTES = 1024 * 1024;
const PREVIEW_BYTES = 64 * 1024;

export type LoadedFile = {
  name: string;
  size: number;
  /** The whole text (small files) or its first 64 KB (large files, read-only preview). */
  text: string;
  inline: boolean;
};

/**
 * Reads a chosen .txt file: small ones whole, large ones only their first 64 KB, checking that the bytes
 * are UTF-8 text (a large file's later parts are checked by the worker as it goes).
 */
export async function readTextFile(file: File): Promise<LoadedFile> {
  if (file.size === 0) throw new InputError('EMPTY', INPUT_MESSAGES.EMPTY);
  if (file.size > MAX_FILE_BYTES) {
    throw new InputError('TOO_LARGE', `Files up to 100 MB can be redacted; this one is ${(file.size / 1024 / 1024).toFixed(1)} MB.`);
  }
  const inline = file.size <= INLINE_FILE_BYTES;
  const bytes = new Uint8Array(await file.slice(0, inline ? file.size : PREVIEW_BYTES).arrayBuffer());
  if (looksBinary(bytes)) throw new InputError('BINARY', INPUT_MESSAGES.BINARY);
  let text: string;
  try {
    // A preview may end inside a character: streaming mode tolerates an incomplete final sequence.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !inline });
  } catch {
    throw new InputError('NOT_UTF8', INPUT_MESSAGES.NOT_UTF8);
  }
  return { name: file.name, size: file.size, text, inline };
}
