// The owner's photos on a generated site (docs/decisions/183, 186), for `npm run bench:sites`: a bakery with a
// logo, a hero photo, an about photo and six gallery photos, uploaded through the API as a browser would send
// them (JPEG, 1,600 px), then generated. Measured: the home page HTML + CSS (gzip, images excluded), every
// byte Lighthouse's mobile run loads for the first view (images counted apart), and the four scores.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode.js';
import encodePng, { init as initPngEncode } from '@jsquash/png/encode.js';
import lighthouse from 'lighthouse';
import { root } from '../../scripts/local.mjs';
import { fetch } from './http.mjs';

export const PHOTO_BUDGET = { homeKb: 30, firstViewKb: 300, lighthouse: 95 };
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * A Lighthouse mobile run of `url`. A run that could not trace the page (`runtimeError`, e.g. NO_FCP when the shared
 * machine starves Chromium) scores every category 0 without saying anything about the page, so it is run again, up to
 * three times; `scores` is null if no run traced the page, and the error is reported instead of a score.
 */
export async function audit(url, chromePort) {
  let result;
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result.lhr.runtimeError) break;
    console.log(`  lighthouse could not trace ${url} (attempt ${attempt} of ${LIGHTHOUSE_ATTEMPTS}): ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  }
  const { lhr } = result;
  return {
    lhr,
    scores: lhr.runtimeError ? null : Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    runtimeError: lhr.runtimeError ?? null,
  };
}

/**
 * A photograph-like picture: light and shade under a coarse grain, strong enough that its 960 px WebP weighs
 * what a real photo's does (tens of KB); a smooth gradient would make the image bytes look far too small.
 */
function picture(width, height, seed) {
  const data = new Uint8ClampedArray(width * height * 4);
  let s = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const grain = ((s >> 16) % 64) - 32;
      const light = 0.6 + 0.4 * Math.sin((x / width) * Math.PI * (1 + (seed % 3))) * Math.cos((y / height) * Math.PI);
      const p = (y * width + x) * 4;
      data[p] = 200 * light + 30 + grain;
      data[p + 1] = 140 * light + 40 + grain;
      data[p + 2] = 80 * light + 30 + grain;
      data[p + 3] = 255;
    }
  }
  return { data, width, height };
}

function logo(size) {
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - size / 2, y - size / 2);
      const p = (y * size + x) * 4;
      data.set(d < size * 0.45 ? [120, 60, 20, 255] : [0, 0, 0, 0], p);
    }
  }
  return { data, width: size, height: size };
}

async function upload(url, cookie, projectId, { bytes, name, type, kind, place, alt }) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('alt', alt);
  if (place) form.set('place', place);
  form.set('file', new File([bytes], name, { type }));
  const res = await fetch(`${url}/api/projects/${projectId}/photos`, { method: 'POST', headers: { Cookie: cookie, Origin: url }, body: form });
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
}

/** Uploads the images to `project` (not yet generated); `generate` then makes the site. */
export async function addPhotos(url, cookie, projectId) {
  await initJpegEncode(await WebAssembly.compile(readFileSync(join(root, 'node_modules/@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'))));
  await initPngEncode(await WebAssembly.compile(readFileSync(join(root, 'node_modules/@jsquash/png/codec/pkg/squoosh_png_bg.wasm'))));
  const jpeg = async (seed) => new Uint8Array(await encodeJpeg(picture(1600, 1200, seed), { quality: 90 }));
  await upload(url, cookie, projectId, { bytes: new Uint8Array(await encodePng(logo(512))), name: 'logo.png', type: 'image/png', kind: 'logo', alt: 'Quayside Bakehouse logo' });
  const photos = [
    { place: 'hero', alt: 'Loaves cooling on the bakery counter' },
    { place: 'about', alt: 'Our bakers shaping dough at dawn' },
    ...['Sourdough', 'Cardamom buns', 'Rye', 'Focaccia', 'Croissants', 'The shop front'].map((alt) => ({ place: 'gallery', alt })),
  ];
  for (const [i, p] of photos.entries()) await upload(url, cookie, projectId, { bytes: await jpeg(i + 1), name: `photo-${i + 1}.jpg`, type: 'image/jpeg', kind: 'photo', ...p });
  return photos.length + 1;
}

/** Home page size and a Lighthouse mobile run of the generated site at `siteUrl`. */
export async function measurePhotoSite(siteUrl, chromePort) {
  const html = await (await fetch(siteUrl)).text();
  const homeGzip = gzipSync(html, { level: 9 }).length;
  const { lhr, scores, lcp, runtimeError } = await audit(siteUrl, chromePort);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const isImage = (r) => r.resourceType === 'Image' || /\/media\//.test(r.url);
  const imageBytes = requests.filter(isImage).reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const totalBytes = requests.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const images = requests.filter(isImage).map((r) => `${r.url.replace(/^.*\/media\/[0-9a-f]{32}\//, '').replace(/^.*\//, '')} ${((r.transferSize ?? 0) / 1024).toFixed(1)} KB`);
  return {
    homeGzip,
    homeRaw: Buffer.byteLength(html),
    imageBytes,
    totalBytes,
    images,
    scores,
    lcp,
    runtimeError,
  };
}
