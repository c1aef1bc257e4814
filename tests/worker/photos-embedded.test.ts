import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeHeic, makePng } from '../support/images';
import { generate, insertProject, waitForOutcome } from './generation-helpers';
import { createUserWithSession, ORIGIN } from './helpers';

/**
 * The logo-and-photos forms embedded in the facts step and the site editor (docs/decisions/184): the same
 * server action as the photos page, answering the page that posted; and the editor's live preview showing
 * the owner's images.
 */

function pagePost(path: string, cookie: string, body: FormData | URLSearchParams) {
  return SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', redirect: 'manual', headers: { Cookie: cookie, Origin: ORIGIN, Host: new URL(ORIGIN).host }, body });
}

function uploadForm(file: Uint8Array<ArrayBuffer>, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ kind: 'photo', alt: '', place: 'hero', ...fields })) form.set(k, v);
  form.set('file', new File([file], name));
  return form;
}

const libraryRows = (projectId: number) =>
  env.DB.prepare('select id, alt, place, kind from photos where project_id = ? and in_library = 1 order by position').bind(projectId).all<{ id: string; alt: string; place: string; kind: string }>();

describe('photos on the facts step', () => {
  it('uploads without JavaScript and comes back to the facts step; a refusal shows there as a field error', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { status: 'pending' });
    const page = await (await SELF.fetch(`${ORIGIN}/projects/${project.id}/facts`, { headers: { Cookie: owner.cookie } })).text();
    expect(page).toMatch(new RegExp(`<form method="post" action="/projects/${project.id}/facts" enctype="multipart/form-data"`, 'i'));
    expect(page).toMatch(/<h2 id="photos-title"[^>]*>Logo and photos<\/h2>/);

    const res = await pagePost(`/projects/${project.id}/facts`, owner.cookie, uploadForm(makePng(40, 30), 'rye-loaves.png'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/projects/${project.id}/facts?done=added#photos`);
    const { results } = await libraryRows(project.id);
    expect(results).toMatchObject([{ alt: 'Rye loaves', place: 'hero', kind: 'photo' }]);
    const after = await (await SELF.fetch(`${ORIGIN}${res.headers.get('location')}`, { headers: { Cookie: owner.cookie } })).text();
    expect(after).toContain('Image added.');
    expect(after).toContain(`/api/projects/${project.id}/photos/${results[0].id}/w40.webp`);

    const refused = await pagePost(`/projects/${project.id}/facts`, owner.cookie, uploadForm(makeHeic(), 'IMG_1.HEIC', { alt: 'x' }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('What we understood');
    expect(html).toMatch(/id="upload-file-error" class="field-error">HEIC photos \(the iPhone default\) cannot be shown on websites/);
    expect((await libraryRows(project.id)).results).toHaveLength(1);

    // Words and removal through the facts step's own action; the facts form beside it is untouched.
    const id = results[0].id;
    const saved = await pagePost(`/projects/${project.id}/facts`, owner.cookie, new URLSearchParams({ intent: 'update', photoId: id, alt: 'Rye loaves on the rack', place: 'about' }));
    expect(saved.headers.get('location')).toBe(`/projects/${project.id}/facts?done=saved#photos`);
    expect((await libraryRows(project.id)).results[0]).toMatchObject({ alt: 'Rye loaves on the rack', place: 'about' });
    const empty = await pagePost(`/projects/${project.id}/facts`, owner.cookie, new URLSearchParams({ intent: 'update', photoId: id, alt: ' ' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Describe the image for people who cannot see it.');
    const facts = await env.DB.prepare('select facts from projects where id = ?').bind(project.id).first<{ facts: string | null }>();
    expect(facts?.facts ?? null).toBeNull();
    expect((await pagePost(`/projects/${project.id}/facts`, owner.cookie, new URLSearchParams({ intent: 'remove', photoId: id }))).status).toBe(302);
    expect((await libraryRows(project.id)).results).toHaveLength(0);
  });

  it("is the owner's only: a stranger's upload to the facts step is a 404 and stores nothing", async () => {
    const owner = await createUserWithSession();
    const stranger = await createUserWithSession();
    const project = await insertProject(owner.id, { status: 'pending' });
    const res = await pagePost(`/projects/${project.id}/facts`, stranger.cookie, uploadForm(makePng(20, 20), 'x.png', { alt: 'x' }));
    expect(res.status).toBe(404);
    expect((await env.SITES.list({ prefix: `sites/${project.id}/media/` })).objects).toEqual([]);
  });
});

describe('photos in the site editor', () => {
  it('uploads without JavaScript and comes back to the editor; the live preview shows the image from the owner route', async () => {
    const owner = await createUserWithSession();
    const project = await insertProject(owner.id, { name: 'Harbor Street Bakery', businessType: 'Restaurant' });
    await generate(owner.cookie, project.id);
    expect((await waitForOutcome(owner.cookie, project.id)).currentVersion).toBe(1);

    const res = await pagePost(`/projects/${project.id}/edit`, owner.cookie, uploadForm(makePng(64, 48), 'bakery-counter.png'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/projects/${project.id}/edit?done=added#photos`);
    const [photo] = (await libraryRows(project.id)).results;
    const editor = await (await SELF.fetch(`${ORIGIN}${res.headers.get('location')}`, { headers: { Cookie: owner.cookie } })).text();
    expect(editor).toContain('Image added.');
    expect(editor).toContain('Edit your website');

    const refused = await pagePost(`/projects/${project.id}/edit`, owner.cookie, uploadForm(new TextEncoder().encode('GIF89a') as Uint8Array<ArrayBuffer>, 'a.gif', { alt: 'x' }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This file is not a JPEG, PNG, WebP or AVIF image.');

    // The preview (GET and a draft POST) shows the library's hero image, read from the owner's image route.
    const preview = await SELF.fetch(`${ORIGIN}/projects/${project.id}/preview`, { headers: { Cookie: owner.cookie } });
    const previewHtml = await preview.text();
    const root = `/api/projects/${project.id}/photos/${photo.id}/`;
    expect(previewHtml).toContain(`src="${root}w64.jpg"`);
    expect(previewHtml).toContain(`srcset="${root}w64.webp 64w"`);
    expect(previewHtml).toContain('alt="Bakery counter"');
    expect(preview.headers.get('Content-Security-Policy')).toContain('sandbox allow-same-origin');
    expect(preview.headers.get('Content-Security-Policy')).not.toContain('allow-scripts');
    const draft = await pagePost(`/projects/${project.id}/preview`, owner.cookie, new URLSearchParams({ section: 'contact', contactText: 'Ring the bell.' }));
    expect(await draft.text()).toContain(`src="${root}w64.jpg"`);
    const image = await SELF.fetch(`${ORIGIN}${root}w64.webp`, { headers: { Cookie: owner.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/webp');
    // The published site is unchanged until the owner publishes (or saves a section).
    expect(await (await env.SITES.get(`sites/${project.id}/v1/index.html`))!.text()).not.toContain(photo.id);
    const published = await pagePost(`/projects/${project.id}/edit`, owner.cookie, new URLSearchParams({ intent: 'publish-photos' }));
    expect(published.status).toBe(302);
    expect(published.headers.get('location')).toBe(`/projects/${project.id}/edit?saved=2#photos`);
    const v2 = await (await env.SITES.get(`sites/${project.id}/v2/index.html`))!.text();
    expect(v2).toContain(`src="media/${photo.id}/w64.jpg"`);
    expect(await env.DB.prepare('select note from site_versions where project_id = ? and version = 2').bind(project.id).first()).toEqual({ note: 'Updated logo and photos' });
    expect((await libraryRows(project.id)).results).toHaveLength(1);
  }, 90_000);
});
