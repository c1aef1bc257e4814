/** Checks on raw input bytes shared by the browser worker, the API and the CLI. */

/** Text files never contain NUL, and rarely many other control characters. */
export function looksBinary(sample: Uint8Array): boolean {
  const n = Math.min(sample.length, 8192);
  if (n === 0) return false;
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = sample[i];
    if (b === 0) return true;
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12 && b !== 27) control++;
  }
  return control / n > 0.1;
}

export class InputError extends Error {
  constructor(
    readonly code: 'EMPTY' | 'BINARY' | 'NOT_UTF8' | 'TOO_LARGE',
    message: string,
  ) {
    super(message);
  }
}

export const INPUT_MESSAGES = {
  EMPTY: 'The file is empty.',
  BINARY: 'The file looks binary (it contains NUL or control bytes), not text.',
  NOT_UTF8: 'The file is not valid UTF-8 text. Save it as UTF-8 and try again.',
} as const;

/**
 * Decodes a stream of byte chunks as UTF-8, failing on invalid sequences (TextDecoder's fatal mode)
 * and on binary content in the first chunk. A leading byte-order mark is dropped.
 */
export class StrictUtf8Decoder {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  private first = true;
  private bytes = 0;

  decode(chunk: Uint8Array, last = false): string {
    if (this.first && chunk.length > 0) {
      this.first = false;
      if (looksBinary(chunk)) throw new InputError('BINARY', INPUT_MESSAGES.BINARY);
    }
    this.bytes += chunk.length;
    try {
      return this.decoder.decode(chunk, { stream: !last });
    } catch {
      throw new InputError('NOT_UTF8', INPUT_MESSAGES.NOT_UTF8);
    }
  }

  end(): string {
    if (this.bytes === 0) throw new InputError('EMPTY', INPUT_MESSAGES.EMPTY);
    try {
      return this.decoder.decode();
    } catch {
      throw new InputError('NOT_UTF8', INPUT_MESSAGES.NOT_UTF8);
    }
  }
}
