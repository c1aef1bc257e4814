/**
 * Large request bodies one isolate reads at once, over every request it serves (docs/decisions/268, finding 32).
 * Each reader bounds its own body (a page form 4 MB, the redaction API 2 MB, JSON 64 KB: decisions 262, 268), but
 * nothing bounded how many were read side by side: twenty signed-out 4 MB posts to the contact form at once were
 * 80 MB of bodies, and their copies (the form check's, the parsed form) about three times that, in an isolate of
 * 128 MB. Decision 185's budget leaves 24 MB beside an upload for everything else; `BODY_BYTES_AT_ONCE` at about
 * three copies each stays inside it.
 *
 * Counted: a body declared between `SMALL_BODY_BYTES` and `LARGEST_READ_BODY_BYTES`, and a body of unknown length
 * as it arrives. A small body is bounded by the runtime's concurrency like every
 * request; a body declared over 4 MB is refused by every reader before it is read, except an image upload's,
 * which has its own room for it (core/lib/images/upload-form.server.ts, decision 262).
 */
export const SMALL_BODY_BYTES = 64 * 1024;
/** The largest body any reader but the upload's reads: a page form at its limit (workers/request-guards.ts). */
export const LARGEST_READ_BODY_BYTES = 4 * 1024 * 1024;
export const BODY_BYTES_AT_ONCE = 2 * LARGEST_READ_BODY_BYTES;
/** About the time one large body takes to arrive and be answered. */
export const BODY_ROOM_RETRY_SECONDS = 5;
/** A held body stops counting after this long: a request the runtime cancelled never runs its `finally`. */
const HELD_AT_MOST_MS = 2 * 60_000;

type Held = { bytes: number; since: number };
/** On globalThis: app/ is bundled twice (the Worker's API and Remix), and both share one isolate's memory. */
const HELD = Symbol.for('fairstack.bodies.held');
const shared = globalThis as unknown as { [HELD]?: Set<Held> };

/** Large-body bytes counted in this isolate now (tests read it). */
export function heldBodyBytes(): number {
  return [...(shared[HELD] ?? [])].reduce((sum, h) => sum + h.bytes, 0);
}

/**
 * Room for `request`'s body in this isolate, with the request to go on with and `release` to call once it is
 * answered; null when other large bodies fill the room (the caller answers 503 with `Retry-After` before any of the
 * body is read). A declared length is counted at once. A body sent without one (chunked) is counted as it is read:
 * the chunk that would pass the room fails the read, which every reader answers as a body it could not read (400).
 */
export function bodyRoomFor(request: Request): { request: Request; release(): void } | null {
  // A GET or HEAD that carries a body is refused unread (workers/request-guards.ts), and may not be copied with one.
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return { request, release() {} };
  const header = request.headers.get('Content-Length');
  const declared = header === null ? Number.NaN : Number(header);
  const known = Number.isSafeInteger(declared) && declared >= 0;
  if (known && (declared <= SMALL_BODY_BYTES || declared > LARGEST_READ_BODY_BYTES)) return { request, release() {} };
  const held = (shared[HELD] ??= new Set());
  const now = Date.now();
  for (const h of held) if (now - h.since > HELD_AT_MOST_MS) held.delete(h);
  if (known && heldBodyBytes() + declared > BODY_BYTES_AT_ONCE) return null;
  const entry: Held = { bytes: known ? declared : 0, since: now };
  held.add(entry);
  const release = () => held.delete(entry);
  if (known) return { request, release };
  // Read by hand rather than piped: a pipe left behind by a reader that cancels (a body over its limit) is a
  // promise nobody awaits, which the runtime reports as an unhandled rejection.
  const source = request.body.getReader();
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await source.read();
          if (done) return controller.close();
          entry.bytes += value.byteLength;
          if (heldBodyBytes() <= BODY_BYTES_AT_ONCE) return controller.enqueue(value);
          controller.error(new Error('No room in this isolate for more of this body.'));
        } catch (error) {
          controller.error(error);
        }
        await source.cancel().catch(() => {});
      },
      cancel: (reason) => source.cancel(reason).catch(() => {}),
    },
    { highWaterMark: 0 },
  );
  return { request: new Request(request, { body: counted }), release };
}
