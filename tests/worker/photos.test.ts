import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS, STORAGE_QUOTA_BYTES } from '~core/lib/images/rules';
import { sniffImage } from '~core/lib/images/sniff';
import { imageCodecsFor } from '../../workers/images';
import { contains, makeHeic, makePng, withExif } from '../support/images';
import { generate, insertProject, siteFetch, waitForOutcome } from './generation-helpers';
import { createUserWithSession, ORIGIN } from './helpers';

/** What a request would give the codecs: the queue keeps it alive while an image is processed. */
const ctx = createExecutionContext();

/** Uploads through the JSON API (the photos page's JavaScript path). */
function upload(projectId: number, cookie: string, file: Uint8Array<ArrayBuffer> | null, fields: Record<string, string> = {}, name = 'fresh-sourdough.png') {
  const form = new FormData();
  for (const [k, v] of Object.entries({ kind: 'photo', alt: 'Fresh sourdough loaves', place: 'gallery', ...fields })) form.set(k, v);
  if (file) form.set('file', new File([file], name, { type: 'image/png' }));
  return SELF.fetch(`${ORIGIN}/api/projects/${projectId}/photos`, { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN }, body: form });
}

/** The same upload as a plain form post to the page (no JavaScript). */
function pagePost(projectId: number, cookie: string, body: FormData | URLSearchParams) {
  return SELF.fetch(`${ORIGIN}/projects/${projectId}/photos`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host },
    body,
  });
}

type Uploaded = { success: boolean; data: { photo: { id: string; width: number; height: number; widths: number[]; fallback: string }; storage: { used: number } }; error?: { code: string; message: string } };

async function r2Keys(prefix: string) {
  return (await env.SITES.list({ prefix })).objects.map((o) => o.key).sort();
}

async function r2Bytes(key: string) {
  const object = await env.SITES.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

async function ownerWithProject(status = 'pending') {
  const owner = await createUserWithSession();
  const project = await insertProject(owner.id, { status });
  return { owner, project };
}

async function nothingStored(projectId: number) {
  expect(await r2Keys(`sites/${projectId}/media/`)).toEqual([]);
  const rows = await env.DB.prepare('select count(*) as n from photos where project_id = ?').bind(projectId).first<{ n: number }>();
  expect(rows?.n).toBe(0);
}

describe('image checks by bytes', () => {
  it('reads format and size from the header, never from the name', () => {
    expect(sniffImage(makePng(7, 5))).toMatchObject({ ok: true, format: 'png', width: 7, height: 5 });
    expect(sniffImage(makeHeic())).toEqual({ ok: false, reason: 'heic' });
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('reads the EXIF orientation of a JPEG', async () => {
    const jpeg = new Uint8Array(await imageCodecsFor(ctx).session((c) => c.encodeJpeg({ data: new Uint8ClampedArray(8 * 4 * 4).fill(200), width: 8, height: 4 }, 80)));
    expect(sniffImage(withExif(jpeg, 6, 'x'))).toMatchObject({ ok: true, format: 'jpeg', width: 8, height: 4, orientation: 6 });
  });
});

describe('photo upload (docs/decisions/180)', () => {
  it('stores a metadata-free original and three widths as WebP plus a fallback under the project in R2', async () => {
    const { owner, project } = await ownerWithProject();
    const res = await upload(project.id, owner.cookie, makePng(1800, 900, { text: 'GPS 52.3702N 4.8952E secret-location' }));
    expect(res.status).toBe(201);
    const body = await res.json<Uploaded>();
    const { photo } = body.data;
    expect(photo).toMatchObject({ width: 1600, height: 800, widths: [480, 960, 1600], fallback: 'jpg' });
    const prefix = `sites/${project.id}/media/${photo.id}/`;
    expect(await r2Keys(prefix)).toEqual(
      ['original.jpg', 'w1600.jpg', 'w1600.webp', 'w480.jpg', 'w480.webp', 'w960.jpg', 'w960.webp'].map((f) => prefix + f),
    );
    for (const key of await r2Keys(prefix)) {
      const bytes = (await r2Bytes(key))!;
      expect(contains(bytes, 'secret-location'), key).toBe(false);
      const sniffed = sniffImage(bytes);
      expect(sniffed.ok, key).toBe(true);
      if (sniffed.ok) expect(sniffed.format).toBe(key.endsWith('.webp') ? 'webp' : 'jpeg');
    }
    const w480 = sniffImage((await r2Bytes(prefix + 'w480.webp'))!);
    expect(w480).toMatchObject({ width: 480, height: 240 });
    // The storage figure counts exactly the stored bytes.
    const stored = (await env.SITES.list({ prefix })).objects.reduce((n, o) => n + o.size, 0);
    expect(body.data.storage.used).toBe(stored);
    const page = await SELF.fetch(`${ORIGIN}/projects/${project.id}/photos`, { headers: { Cookie: owner.cookie } });
    expect(await page.text()).toContain('of 200.0 MB used');
  }, 90_000); // seven WebAssembly encodes of a 1800 × 900 image on a shared 2-core machine

  it('reduces an image sent larger than the original size (no JavaScript) to 1,600 pixels on its long edge', async () => {
    const { owner, project } = await ownerWithProject();
    const res = await upload(project.id, owner.cookie, makePng(2450, 1000));
    expect(res.status).toBe(201);
    const { photo } = (await res.json<Uploaded>()).data;
    expect(photo).toMatchObject({ width: 1600, height: 653, widths: [480, 960, 1600] });
    expect(sniffImage((await r2Bytes(`sites/${project.id}/media/${photo.id}/original.jpg`))!)).toMatchObject({ width: 1600, height: 653 });
    expect(sniffImage((await r2Bytes(`sites/${project.id}/media/${photo.id}/w960.webp`))!)).toMatchObject({ width: 960, height: 392 });
  }, 90_000);

  it('drops EXIF (location) from a JPEG and turns it upright by its orientation', async () => {
    const { owner, project } = await ownerWithProject();
    const jpeg = new Uint8Array(await imageCodecsFor(ctx).session((c) => c.encodeJpeg({ data: new Uint8ClampedArray(64 * 32 * 4).fill(180), width: 64, height: 32 }, 85)));
    const res = await upload(project.id, owner.cookie, withExif(jpeg, 6, 'GPSLatitude 52.37 secret-gps'), {}, 'IMG_2041.JPG');
    expect(res.status).toBe(201);
    const { photo } = (await res.json<Uploaded>()).data;
    // Orientation 6 is a quarter turn: 64 × 32 stored becomes 32 × 64 shown.
    expect(photo).toMatchObject({ width: 32, height: 64, widths: [32] });
    for (const key of await r2Keys(`sites/${project.id}/media/${photo.id}/`)) {
      const bytes = (await r2Bytes(key))!;
      expect(contains(bytes, 'secret-gps'), key).toBe(false);
      expect(contains(bytes, 'Exif'), key).toBe(false);
    }
  });

  it('keeps a logo transparent with PNG fallbacks, and a new logo replaces the old one (whose bytes go)', async () => {
    const { owner, project } = await ownerWithProject();
    const first = (await (await upload(project.id, owner.cookie, makePng(600, 200, { alpha: true }), { kind: 'logo', alt: 'Harbor Bakery' })).json<Uploaded>()).data.photo;
    expect(first).toMatchObject({ fallback: 'png', widths: [96, 192, 512] });
    const original = (await r2Bytes(`sites/${project.id}/media/${first.id}/original.png`))!;
    expect(sniffImage(original)).toMatchObject({ format: 'png', width: 600, height: 200 });
    const second = await upload(project.id, owner.cookie, makePng(300, 100), { kind: 'logo', alt: 'Harbor Bakery' });
    expect(second.status).toBe(201);
    expect(await r2Keys(`sites/${project.id}/media/${first.id}/`)).toEqual([]);
    const logos = await env.DB.prepare("select count(*) as n from photos where project_id = ? and kind = 'logo'").bind(project.id).first<{ n: number }>();
    expect(logos?.n).toBe(1);
  });

  it('refuses HEIC, non-images, a lying header, too many pixels and too many bytes, writing nothing', async () => {
    const { owner, project } = await ownerWithProject();
    const cases: [Uint8Array<ArrayBuffer>, number, string, RegExp][] = [
      [makeHeic(), 400, 'HEIC', /HEIC photos .* JPEG/],
      [new TextEncoder().encode('GIF89a not really an image at all, just text'), 400, 'UNSUPPORTED', /not a JPEG, PNG, WebP or AVIF/],
      [makePng(20, 20, { headerSize: [40, 40] }), 400, 'CORRUPT', /could not be read/],
      [makePng(4, 4, { headerSize: [10_000, 5_000] }), 413, 'TOO_MANY_PIXELS', /50\.0 megapixels\); the limit is 40 megapixels/],
      // Over what the Worker decodes within its memory (docs/decisions/185): the browser would have reduced it.
      [makePng(4, 4, { headerSize: [4_096, 3_072] }), 413, 'TOO_MANY_PIXELS', /12\.6 megapixels\); sent as it is, the limit is 4 megapixels\. Turn on JavaScript/],
      [new Uint8Array(10 * 1024 * 1024 + 1), 413, 'TOO_LARGE', /the limit is 10\.0 MB/],
    ];
    for (const [bytes, status, code, message] of cases) {
      const res = await upload(project.id, owner.cookie, bytes);
      const body = await res.json<Uploaded>();
      expect(res.status, code).toBe(status);
      expect(body.error?.code, code).toBe(code);
      expect(body.error?.message, code).toMatch(message);
    }
    // Missing alt text and a missing file are field errors.
    const noAlt = await upload(project.id, owner.cookie, makePng(8, 8), { alt: '' }, 'IMG_0001.png');
    expect(noAlt.status).toBe(400);
    expect(await noAlt.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { alt: [expect.stringMatching(/Describe the image/)] } } });
    const noFile = await upload(project.id, owner.cookie, null);
    expect(noFile.status).toBe(400);
    await nothingStored(project.id);
  });

  it(`holds at most ${MAX_PHOTOS} photos and the storage quota, writing nothing when refused`, async () => {
    const { owner, project } = await ownerWithProject();
    const small = makePng(16, 16);
    for (let i = 0; i < MAX_PHOTOS; i++) expect((await upload(project.id, owner.cookie, small)).status).toBe(201);
    const before = await r2Keys(`sites/${project.id}/media/`);
    const over = await upload(project.id, owner.cookie, small);
    expect(over.status).toBe(409);
    expect((await over.json<Uploaded>()).error?.code).toBe('TOO_MANY_PHOTOS');
    expect(await r2Keys(`sites/${project.id}/media/`)).toEqual(before);

    const { owner: full, project: other } = await ownerWithProject();
    // Another project of the same user already holds almost the whole quota.
    const filler = await insertProject(full.id);
    await env.DB.prepare(
      "insert into photos (id, project_id, user_id, kind, place, alt, position, width, height, widths, fallback, bytes) values (?, ?, ?, 'photo', 'gallery', 'x', 1, 1, 1, '1', 'jpg', ?)",
    )
      .bind('f'.repeat(32), filler.id, full.id, STORAGE_QUOTA_BYTES - 100)
      .run();
    const refused = await upload(other.id, full.cookie, makePng(64, 64));
    expect(refused.status).toBe(413);
    expect((await refused.json<Uploaded>()).error).toMatchObject({ code: 'QUOTA_EXCEEDED', message: expect.stringMatching(/200\.0 MB of 200\.0 MB used/) });
    await nothingStored(other.id);
  });

  it('works as a plain multipart form post, suggesting the alt text from the file name', async () => {
    const { owner, project } = await ownerWithProject();
    const form = new FormData();
    form.set('kind', 'photo');
    form.set('alt', '');
    form.set('place', 'hero');
    form.set('file', new File([makePng(40, 30)], 'warm-croissants_on-the-counter.png'));
    const res = await pagePost(project.id, owner.cookie, form);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/projects/${project.id}/photos?done=added#photos`);
    const row = await env.DB.prepare('select alt, place from photos where project_id = ?').bind(project.id).first();
    expect(row).toEqual({ alt: 'Warm croissants on the counter', place: 'hero' });
    // A refused file comes back as a field error on the page, nothing stored.
    const bad = new FormData();
    bad.set('kind', 'photo');
    bad.set('alt', 'x');
    bad.set('file', new File([makeHeic()], 'IMG_1.HEIC'));
    const refused = await pagePost(project.id, owner.cookie, bad);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('HEIC photos (the iPhone default) cannot be shown on websites');
    expect(await r2Keys(`sites/${project.id}/media/`)).toHaveLength(3); // original + one width (40 px) as WebP and JPEG
  });

  it('edits alt text and place, reorders and removes with plain forms; owner only', async () => {
    const { owner, project } = await ownerWithProject();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await upload(project.id, owner.cookie, makePng(10, 10))).json<Uploaded>()).data.photo.id);
    const post = (fields: Record<string, string>, cookie = owner.cookie) => pagePost(project.id, cookie, new URLSearchParams(fields));
    expect((await post({ intent: 'update', photoId: ids[0], alt: 'Our shop front', place: 'offering', offering: '2' })).status).toBe(302);
    expect(await env.DB.prepare('select alt, place, offering from photos where id = ?').bind(ids[0]).first()).toEqual({ alt: 'Our shop front', place: 'offering', offering: 2 });
    expect((await post({ intent: 'update', photoId: ids[0], alt: '  ' })).status).toBe(400);
    expect((await post({ intent: 'move', photoId: ids[2], direction: 'up' })).status).toBe(302);
    expect((await post({ intent: 'reorder', order: [ids[1], ids[0]].join(',') })).status).toBe(302);
    const order = await env.DB.prepare('select id from photos where project_id = ? and in_library = 1 order by position').bind(project.id).all<{ id: string }>();
    expect(order.results.map((r) => r.id)).toEqual([ids[1], ids[0], ids[2]]);

    const stranger = await createUserWithSession();
    expect((await post({ intent: 'remove', photoId: ids[0] }, stranger.cookie)).status).toBe(404);
    const theirs = await SELF.fetch(`${ORIGIN}/api/projects/${project.id}/photos/${ids[0]}/w10.webp`, { headers: { Cookie: stranger.cookie } });
    expect(theirs.status).toBe(404);
    const upload404 = await upload(project.id, stranger.cookie, makePng(8, 8));
    expect(upload404.status).toBe(404);
    const mine = await SELF.fetch(`${ORIGIN}/api/projects/${project.id}/photos/${ids[0]}/w10.webp`, { headers: { Cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');

    expect((await post({ intent: 'remove', photoId: ids[0] })).status).toBe(302);
    // Not in any version: the bytes and the row go at once.
    expect(await r2Keys(`sites/${project.id}/media/${ids[0]}/`)).toEqual([]);
    expect(await env.DB.prepare('select id from photos where id = ?').bind(ids[0]).first()).toBeNull();
  });
});

describe('photos in site versions (docs/decisions/181)', () => {
  it("offers to publish new images on a completed site's photos page, and says when they show otherwise (docs/decisions/259)", async () => {
    const pending = await ownerWithProject();
    const before = await (await SELF.fetch(`${ORIGIN}/projects/${pending.project.id}/photos`, { headers: { Cookie: pending.owner.cookie } })).text();
    expect(before).toContain('The next generation or saved edit of the site shows them.');
    expect(before).not.toContain('Publish the site with these images');

    const owner = await createUserWithSession();
    const project = await insertProject(owner.id);
    await generate(owner.cookie, project.id);
    expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);
    const id = (await (await upload(project.id, owner.cookie, makePng(120, 60), { place: 'hero' })).json<Uploaded>()).data.photo.id;
    const html = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/photos`, { headers: { Cookie: owner.cookie } })).text();
    expect(html).toContain('Your site shows them once you publish them with the button below');
    expect(html).not.toContain('The next generation');
    const form = /<form[^>]*action="([^"]+)"[^>]*>(?:(?!<\/form>).)*name="intent" value="publish-photos"(?:(?!<\/form>).)*Publish the site with these images/s.exec(html);
    expect(form?.[1]).toBe(`/projects/${project.id}/edit`);
    expect(await (await siteFetch(`/sites/${project.slug}/`)).text()).not.toContain(`/media/${id}/`);

    // The button, as a browser without JavaScript posts it: a new version with the image, shown in the editor.
    const published = await SELF.fetch(`${ORIGIN}${form![1]}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: owner.cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'publish-photos' }),
    });
    expect(published.status).toBe(302);
    expect(published.headers.get('location')).toBe(`/projects/${project.id}/edit?saved=2#photos`);
    expect(await (await siteFetch(`/sites/${project.slug}/`)).text()).toContain(`/media/${id}/`);
  });

  it('a version keeps its photos: served with long cache headers, in the zip, back on restore, deleted when no version uses them', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id);
    const a = (await (await upload(project.id, owner.cookie, makePng(100, 50), { place: 'hero' })).json<Uploaded>()).data.photo.id;
    await generate(owner.cookie, project.id);
    expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);

    const served = await siteFetch(`/sites/${project.slug}/media/${a}/w100.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Version 2: photo a removed, photo b added. a's bytes stay, version 1 shows it.
    const b = (await (await upload(project.id, owner.cookie, makePng(80, 40))).json<Uploaded>()).data.photo.id;
    const removed = await pagePost(project.id, owner.cookie, new URLSearchParams({ intent: 'remove', photoId: a }));
    expect(removed.status).toBe(302);
    expect(await r2Keys(`sites/${project.id}/media/${a}/`)).toHaveLength(3);
    await env.DB.prepare("update projects set status = 'failed' where id = ?").bind(project.id).run();
    await generate(owner.cookie, project.id);
    expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(2);
    expect((await siteFetch(`/sites/${project.slug}/media/${a}/w100.webp`)).status).toBe(404);
    // Version 1 is its owner's preview now: its photo shows to the owner only, and no shared cache keeps it.
    const v1Photo = await siteFetch(`/sites/${project.slug}/v/1/media/${a}/w100.webp`, { headers: { Cookie: owner.cookie } });
    expect(v1Photo.status).toBe(200);
    expect(v1Photo.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await siteFetch(`/sites/${project.slug}/v/1/media/${a}/w100.webp`)).status).toBe(404);
    expect((await siteFetch(`/sites/${project.slug}/media/${b}/w80.jpg`)).status).toBe(200);

    const zip = await SELF.fetch(`${ORIGIN}/api/projects/${project.id}/download?version=1`, { headers: { Cookie: owner.cookie } });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).filter((f) => f.startsWith('media/')).sort()).toEqual(
      ['original.jpg', 'w100.jpg', 'w100.webp'].map((f) => `media/${a}/${f}`),
    );

    // Restoring version 1 brings a back to the photos page and the site; b stays stored (version 2 uses it).
    const restored = await SELF.fetch(`${ORIGIN}/projects/${project.id}/versions`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: owner.cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ version: '1' }).toString(),
    });
    expect(restored.status).toBe(302);
    const library = await env.DB.prepare('select id, place from photos where project_id = ? and in_library = 1').bind(project.id).all();
    expect(library.results).toEqual([{ id: a, place: 'hero' }]);
    expect((await siteFetch(`/sites/${project.slug}/media/${a}/w100.webp`)).status).toBe(200);
    expect(await r2Keys(`sites/${project.id}/media/${b}/`)).toHaveLength(3);
  });
});

describe('photos in the generated pages (docs/decisions/183)', () => {
  it('places hero, about, gallery and logo with srcset, sizes, width/height, lazy loading except the hero; no photos keeps the art', async () => {
    const owner = await createUserWithSession();
    const plain = await insertProject(owner.id);
    await generate(owner.cookie, plain.id);
    await waitForOutcome(owner.cookie, plain.id);
    const without = await (await siteFetch(`/sites/${plain.slug}/`)).text();
    expect(without).not.toContain('media/');
    expect(without).toContain('og-image.png');
    expect(without).toContain('favicon.svg');

    const project = await insertProject(owner.id);
    const id = async (w: number, h: number, fields: Record<string, string>) =>
      (await (await upload(project.id, owner.cookie, makePng(w, h), fields)).json<Uploaded>()).data.photo.id;
    const hero = await id(1000, 750, { place: 'hero', alt: 'Loaves <on> the "counter"' });
    const about = await id(500, 400, { place: 'about', alt: 'The bakers at work' });
    const gallery = await id(600, 450, { place: 'gallery', alt: 'Croissants' });
    const logo = await id(400, 200, { kind: 'logo', alt: 'Harbor Street Bakery' });
    await generate(owner.cookie, project.id);
    expect((await waitForOutcome(owner.cookie, project.id)).status).toBe('completed');
    const page = await (await siteFetch(`/sites/${project.slug}/`)).text();

    const heroImg = new RegExp(`<img class="photo" src="media/${hero}/w960\\.jpg" srcset="media/${hero}/w480\\.jpg 480w, media/${hero}/w960\\.jpg 960w, media/${hero}/w1000\\.jpg 1000w" sizes="[^"]+" width="960" height="720" alt="Loaves &lt;on&gt; the &quot;counter&quot;" decoding="async" fetchpriority="high">`);
    expect(page).toMatch(heroImg);
    expect(page).toContain(`<source type="image/webp" srcset="media/${hero}/w480.webp 480w, media/${hero}/w960.webp 960w, media/${hero}/w1000.webp 1000w"`);
    expect(page).toMatch(new RegExp(`src="media/${about}/w500\\.jpg"[^>]*alt="The bakers at work" decoding="async" loading="lazy"`));
    expect(page).toMatch(new RegExp(`<section id="gallery"[^]*src="media/${gallery}/w600\\.jpg"[^>]*loading="lazy"`));
    expect(page).toContain(`<link rel="icon" href="media/${logo}/w192.png" type="image/png">`);
    expect(page).toMatch(new RegExp(`<a class="brand" href="./"><img class="logo" src="media/${logo}/w96\\.png"[^>]*width="80" height="40" alt="">`));
    expect(page).toContain(`<meta property="og:image" content="http://fairstack.test/sites/${project.slug}/media/${hero}/w1000.jpg">`.replace('http://fairstack.test', ORIGIN));
    // Every image the page names is served.
    for (const src of new Set([...page.matchAll(/media\/[a-f0-9]{32}\/[a-z0-9.]+/g)].map((m) => m[0]))) {
      expect((await siteFetch(`/sites/${project.slug}/${src}`)).status, src).toBe(200);
    }
  }, 90_000);
});
