import { describe, expect, it } from 'vitest';
import { InputError } from '~core/lib/redactor/input';
import { formatKb, readTextFile } from './file-checks';

const file = (bytes: Uint8Array | string, name = 'notes.txt') => new File([bytes as BlobPart], name, { type: 'text/plain' });

async function failure(f: File): Promise<InputError> {
  try {
    await readTextFile(f);
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('readTextFile', () => {
  it('reads a small UTF-8 file whole, into the text area', async () => {
    const loaded = await readTextFile(file('Tenant: José Núñez\n'));
    expect(loaded).toEqual({ name: 'notes.txt', size: 22, text: 'Tenant: José Núñez\n', inline: true });
  });

  it('previews only the first 64 KB of a large file, even when that cuts a character', async () => {
    const text = 'é'.repeat(700_000); // 1.4 MB of two-byte characters after one ASCII byte: 64 KB ends mid-character
    const loaded = await readTextFile(file(`x${text}`));
    expect(loaded.inline).toBe(false);
    expect(loaded.size).toBe(1_400_001);
    expect(loaded.text.length).toBeGreaterThan(30_000);
    expect(loaded.text.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses empty, binary, non-UTF-8 and over-100 MB files with their reason', async () => {
    expect((await failure(file(''))).code).toBe('EMPTY');
    expect((await failure(file(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01])))).code).toBe('BINARY');
    expect((await failure(file(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6b])))).code).toBe('NOT_UTF8');
    const huge = { name: 'huge.txt', size: 100 * 1024 * 1024 + 1, slice: () => new Blob([]) } as unknown as File;
    const tooLarge = await failure(huge);
    expect(tooLarge.code).toBe('TOO_LARGE');
    expect(tooLarge.message).toBe('Files up to 100 MB can be redacted; this one is 100.0 MB.');
  });

  it('formats sizes in KB with one decimal', () => {
    expect(formatKb(0)).toBe('0.0 KB');
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(formatKb(100 * 1024 * 1024)).toBe('102400.0 KB');
  });
});
