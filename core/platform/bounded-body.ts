/**
 * The whole body when it is at most `max` bytes, else null (the rest is cancelled unread): a body is never
 * held beyond its limit (docs/decisions/185). Used by the form guard in front of Remix and the image upload.
 */
export async function bodyUpTo(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body as UTF-8 text when it is at most `max` bytes, else null (the rest cancelled unread); throws when the body
 * breaks while it is read. A declared `Content-Length` can be checked first, but a body sent without one (chunked)
 * is bounded only here: the runtime's `text()` reads it whole, whatever its size (docs/decisions/268, finding 31).
 */
export async function textUpTo(body: ReadableStream<Uint8Array> | null, max: number): Promise<string | null> {
  if (!body) return '';
  const bytes = await bodyUpTo(body, max);
  return bytes && new TextDecoder().decode(bytes);
}

/**
 * Reads a refused body to its end without keeping it (one chunk at a time), up to `max` bytes, then cancels the
 * rest: the client, still sending, then reads the refusal instead of losing its connection (docs/decisions/158, 262).
 */
export async function discardUpTo(body: ReadableStream<Uint8Array>, max: number): Promise<void> {
  const reader = body.getReader();
  try {
    for (let size = 0; size <= max; ) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A body that breaks while discarded changes nothing.
  }
}
