import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '~core/lib/images/rules';
import { heldUploadBytes, UPLOAD_BYTES_AT_ONCE, UPLOADS_AT_ONCE_PER_ACCOUNT } from '~core/lib/images/upload-form.server';
import { makePng } from '../support/images';
import { insertProject } from './generation-helpers';
import { createUserWithSession, ORIGIN } from './helpers';

/**
 * Uploads at once in one isolate (docs/decisions/262): the bodies it holds are counted against the one upload the
 * memory budget of docs/decisions/185 holds, and one account has at most two in it. Large files here are real PNGs
 * padded with a chunk decoders skip, so they are as large as an upload may be and still decode in moments.
 */

const MB = 1024 * 1024;

async function owner() {
  const user = await createUserWithSession();
  const project = await insertProject(user.id);
  return { cookie: user.cookie, projectId: project.id };
}

type Owner = Awaited<ReturnType<typeof owner>>;

/** The multipart body the photo form sends, and its content type. */
async function uploadBody(file: Uint8Array<ArrayBuffer>, name = 'harbour-front.png') {
  const form = new FormData();
  for (const [k, v] of Object.entries({ kind: 'photo', alt: 'The shop front on the harbour', place: 'gallery' })) form.set(k, v);
  form.set('file', new File([file], name, { type: 'image/png' }));
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get('Content-Type')! };
}

const apiPath = (o: Owner) => `${ORIGIN}/api/projects/${o.projectId}/photos`;
const pagePath = (o: Owner) => `${ORIGIN}/projects/${o.projectId}/photos`;

function post(url: string, o: Owner, body: BodyInit, type: string) {
  return SELF.fetch(url, { method: 'POST', redirect: 'manual', headers: { Cookie: o.cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': type }, body });
}

/** An upload whose body arrives in two parts: it is in the isolate (counted) until `finish` sends the rest. */
async function heldUpload(o: Owner, file: Uint8Array<ArrayBuffer>) {
  const { body, type } = await uploadBody(file);
  const stream = new FixedLengthStream(body.byteLength);
  const writer = stream.writable.getWriter();
  const response = post(apiPath(o), o, stream.readable, type);
  void writer.write(body.subarray(0, 1024));
  return {
    response,
    finish: async () => {
      await writer.write(body.subarray(1024));
      await writer.close();
      return response;
    },
  };
}

/** Waits (on the runtime's clock, which moves with I/O) until the isolate holds at least `bytes` of uploads. */
async function untilHeld(bytes: number) {
  for (let i = 0; i < 500 && heldUploadBytes() < bytes; i++) await new Promise((r) => setTimeout(r, 10));
  expect(heldUploadBytes()).toBeGreaterThanOrEqual(bytes);
}

async function stored(o: Owner) {
  const rows = await env.DB.prepare('select count(*) as n from photos where project_id = ?').bind(o.projectId).first<{ n: number }>();
  const files = await env.SITES.list({ prefix: `sites/${o.projectId}/media/` });
  return { rows: rows?.n ?? 0, files: files.objects.length };
}

async function expectRefusedApi(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ success: false, error: { code, message: expect.stringMatching(/try again/i) } });
}

const large = makePng(40, 30, { padding: MAX_UPLOAD_BYTES - 64 * 1024 });
const medium = makePng(40, 30, { padding: MB });
const small = makePng(40, 30);

describe('upload room in one isolate (docs/decisions/262)', () => {
  it('while a large upload is held, other uploads are refused before anything of them is kept (503 with Retry-After) and change nothing; afterwards they work', async () => {
    const [a, b] = [await owner(), await owner()];
    const held = await heldUpload(a, large);
    await untilHeld(large.byteLength);

    // The API (JavaScript) and the page's own form (none) alike; a 1 MB file too, since the room is full.
    const { body, type } = await uploadBody(large);
    await expectRefusedApi(await post(apiPath(b), b, body, type), 503, 'UPLOADS_BUSY');
    const mediumBody = await uploadBody(medium);
    await expectRefusedApi(await post(apiPath(b), b, mediumBody.body, mediumBody.type), 503, 'UPLOADS_BUSY');
    const page = await post(pagePath(b), b, body, type);
    expect(page.status).toBe(503);
    expect(Number(page.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await page.text()).toContain('We are processing other images right now');
    expect(await stored(b)).toEqual({ rows: 0, files: 0 });
    expect(heldUploadBytes()).toBeLessThanOrEqual(UPLOAD_BYTES_AT_ONCE);

    expect((await held.finish()).status).toBe(201);
    expect(heldUploadBytes()).toBe(0);
    // The refused uploads were not counted against the hourly limit and left the room as it was: the same file now works.
    expect((await post(apiPath(b), b, body, type)).status).toBe(201);
    expect((await stored(b)).rows).toBe(1);
  }, 120_000);

  it(`one account has at most ${UPLOADS_AT_ONCE_PER_ACCOUNT} uploads in the isolate (429); another account's upload goes ahead meanwhile`, async () => {
    const [a, b] = [await owner(), await owner()];
    const first = await heldUpload(a, small);
    const second = await heldUpload(a, small);
    await untilHeld(2 * small.byteLength);

    const { body, type } = await uploadBody(small);
    await expectRefusedApi(await post(apiPath(a), a, body, type), 429, 'UPLOADS_IN_PROGRESS');
    const page = await post(pagePath(a), a, body, type);
    expect(page.status).toBe(429);
    expect(await page.text()).toContain(`You already have ${UPLOADS_AT_ONCE_PER_ACCOUNT} images uploading`);
    expect((await post(apiPath(b), b, body, type)).status).toBe(201);

    expect((await first.finish()).status).toBe(201);
    expect((await second.finish()).status).toBe(201);
    expect((await post(apiPath(a), a, body, type)).status).toBe(201);
    expect(await stored(a)).toMatchObject({ rows: 3 });
  }, 120_000);

  it('twelve large uploads at once from three accounts: never a 5xx, never more held than the room, a refusal writes nothing', async () => {
    const owners = [await owner(), await owner(), await owner()];
    const { body, type } = await uploadBody(large);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, heldUploadBytes())), 1);
    const sent = owners.flatMap((o) => Array.from({ length: 4 }, () => post(apiPath(o), o, body, type).then(async (r) => ({ o, status: r.status, retry: r.headers.get('Retry-After'), body: (await r.json()) as { success: boolean; error?: { code: string } } }))));
    const answers = await Promise.all(sent);
    clearInterval(watch);

    const statuses = answers.map((a) => a.status);
    console.log(`12 uploads of ${(body.byteLength / MB).toFixed(1)} MB at once: ${statuses.join(' ')}; at most ${(most / MB).toFixed(1)} MB held (room ${(UPLOAD_BYTES_AT_ONCE / MB).toFixed(1)} MB)`);
    expect(statuses.every((s) => s === 201 || s === 429 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 201).length).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(UPLOAD_BYTES_AT_ONCE);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(Number(answer.retry)).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ success: false, error: { code: answer.status === 429 ? 'UPLOADS_IN_PROGRESS' : 'UPLOADS_BUSY' } });
    }
    for (const o of owners) expect((await stored(o)).rows).toBe(answers.filter((a) => a.o === o && a.status === 201).length);
    expect(heldUploadBytes()).toBe(0);
  }, 180_000);
});
