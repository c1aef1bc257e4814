import { describe, expect, it } from 'vitest';
import { BODY_BYTES_AT_ONCE, bodyRoomFor, heldBodyBytes, LARGEST_READ_BODY_BYTES, SMALL_BODY_BYTES } from './body-room';

const post = (length: number | null, body: BodyInit = 'x') =>
  new Request('https://fairstack.test/contact', { method: 'POST', body, headers: length === null ? {} : { 'Content-Length': String(length) } });

describe('bodyRoomFor (docs/decisions/268, finding 32)', () => {
  it('counts declared bodies between 64 KB and 4 MB until released, and refuses one that would pass the room', () => {
    expect(heldBodyBytes()).toBe(0);
    const first = bodyRoomFor(post(LARGEST_READ_BODY_BYTES))!;
    const second = bodyRoomFor(post(BODY_BYTES_AT_ONCE - LARGEST_READ_BODY_BYTES))!;
    expect(heldBodyBytes()).toBe(BODY_BYTES_AT_ONCE);
    expect(bodyRoomFor(post(SMALL_BODY_BYTES + 1))).toBeNull();
    // Small bodies, bodies no reader but the upload's reads, and requests without a body are not counted.
    for (const uncounted of [post(SMALL_BODY_BYTES), post(LARGEST_READ_BODY_BYTES + 1), new Request('https://fairstack.test/')]) {
      expect(bodyRoomFor(uncounted)).not.toBeNull();
    }
    first.release();
    expect(bodyRoomFor(post(SMALL_BODY_BYTES + 1))).not.toBeNull();
    second.release();
  });
  // A body without a length, counted as it is read, is tested in workerd (tests/worker/fourth-attack.test.ts, finding 32).
});
