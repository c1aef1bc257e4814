// `npm run bench:images`: peak memory of one image upload in workerd, per image size (docs/decisions/185).
// Served by `wrangler dev` (scripts/serve-worker.mjs does not load the Worker's WebAssembly modules).
// Workers give an isolate 128 MB (JavaScript heap, ArrayBuffers and WebAssembly memory together). Miniflare
// does not enforce that, so this measures it from outside: the workerd process's peak resident size (VmHWM
// in /proc) above its resident size just before the upload, with a fresh Worker per size (a small upload first
// compiles the codecs, so their code is in the baseline). The images are gradients with a little noise, encoded
// here by the same mozjpeg build, sent through POST /api/projects/:id/photos (the processing of the form post).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, freePort, prepareDatabase, root, startWorker } from '../../scripts/local.mjs';
import { writeSection } from '../report.mjs';
import { memoryOf, signIn, upload, workerdPids } from './process-memory.mjs';

const LIMIT_MB = 128;
const SIZES = (process.env.SIZES ?? '1600x1200,2309x1732,4032x3024').split(',').map((s) => s.split('x').map(Number));
const MB = 1024 * 1024;

const dir = mkdtempSync(join(tmpdir(), 'fairstack-bench-images-'));
await initJpegEncode(await WebAssembly.compile(readFileSync(join(root, 'node_modules/@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'))));
async function jpeg([w, h]) {
  const data = new Uint8ClampedArray(w * h * 4);
  let seed = 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const p = (y * w + x) * 4;
      const n = (seed >> 16) & 15;
      data[p] = ((x * 255) / w + n) | 0;
      data[p + 1] = ((y * 255) / h + n) | 0;
      data[p + 2] = 96 + n;
      data[p + 3] = 255;
    }
  }
  return new Uint8Array(await encodeJpeg({ data, width: w, height: h }, { quality: 85 }));
}
if (!process.env.SKIP_BUILD) build();
const rows = [];
try {
  const small = await jpeg([640, 480]);
  for (const size of SIZES) {
    const bytes = await jpeg(size);
    const persistTo = mkdtempSync(join(dir, 'state-'));
    prepareDatabase({ persistTo });
    const port = await freePort();
    const worker = await startWorker({ port, persistTo, vars: { ENVIRONMENT: 'development', WRITE_LIMIT_FACTOR: '100' } });
    try {
      const pids = workerdPids(worker.child);
      const cookie = await signIn(worker.url, `bench-${size.join('x')}@example.test`);
      const created = await fetch(`${worker.url}/api/projects`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: worker.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Memory Bench Bakery', businessType: 'Restaurant', description: 'Sourdough by the harbour.' }),
      });
      const projectId = (await created.json()).data.id;
      const warm = await upload(worker.url, cookie, projectId, small, 'warm.jpg');
      if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${warm.message}`);
      const before = pids.map(memoryOf);
      const result = await upload(worker.url, cookie, projectId, bytes, 'big.jpg');
      const after = pids.map(memoryOf);
      const grew = pids.map((_, i) => ({ peak: Math.max(0, after[i].hwm - before[i].rss), retained: after[i].rss - before[i].rss }));
      const { peak, retained } = grew.reduce((a, b) => (b.peak > a.peak ? b : a));
      rows.push({ size, mp: (size[0] * size[1]) / 1e6, fileBytes: bytes.length, ...result, peak, retained });
      console.log(`${size.join(' × ')} (${(rows.at(-1).mp).toFixed(1)} MP, ${(bytes.length / MB).toFixed(1)} MB): ${result.status}${result.code ? ` ${result.code}` : ''} in ${result.ms.toFixed(0)} ms, peak +${(peak / MB).toFixed(0)} MB, retained +${(rows.at(-1).retained / MB).toFixed(0)} MB`);
    } finally {
      worker.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (!process.env.NO_REPORT) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  writeSection(
    'image-memory',
    `## Image upload memory (\`npm run bench:images\`)

Run ${new Date().toISOString().slice(0, 10)} at ${commit}: one JPEG upload per fresh Worker (Miniflare/workerd, after a
640 × 480 warm-up upload), measured as the workerd process's peak resident size above its size just before the
upload. A Worker isolate may use ${LIMIT_MB} MB in all (docs/decisions/185). Resident size also holds garbage V8
has not collected yet (Miniflare sets no heap limit, so it collects late): an upper bound. The live count at the
4 MP decode limit is tests/worker/photos-memory.test.ts (codec memories plus buffers, worst-case 10 MB file).
Before decision 185 one 2,400 × 1,800 upload grew the process by 305 MB, all of it kept.

| image | megapixels | file | answer | time ms | peak above baseline | kept after |
|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.size.join(' × ')} | ${r.mp.toFixed(1)} | ${(r.fileBytes / MB).toFixed(1)} MB | ${r.status}${r.code ? ` ${r.code}` : ''} | ${r.ms.toFixed(0)} | ${(r.peak / MB).toFixed(0)} MB | ${(r.retained / MB).toFixed(0)} MB |`).join('\n')}`,
  );
}
