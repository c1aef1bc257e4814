// `node bench/images/concurrent.mjs`: the workerd process's peak memory while many large uploads arrive at once
// (docs/decisions/262). Served by `wrangler dev` like bench/images/memory.mjs (whose process readings it reuses):
// USERS accounts (default 4) each send PER_USER (default 3) uploads of 9.9 MB at the same moment (a small JPEG
// padded with comment segments, so decoding is quick and the bodies are what is measured), after one warm-up
// upload. Prints the answers and the growth of the process's peak resident size above its size before the burst.
// Miniflare sets no heap limit, so garbage V8 has not collected counts too: an upper bound, compared run to run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode.js';
import { build, freePort, prepareDatabase, root, startWorker } from '../../scripts/local.mjs';
import { memoryOf, signIn, upload, workerdPids } from './process-memory.mjs';

const USERS = Number(process.env.USERS ?? 4);
const PER_USER = Number(process.env.PER_USER ?? 3);
const MB = 1024 * 1024;

await initJpegEncode(await WebAssembly.compile(readFileSync(join(root, 'node_modules/@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'))));
const data = new Uint8ClampedArray(640 * 480 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7) & 255));
const small = new Uint8Array(await encodeJpeg({ data, width: 640, height: 480 }, { quality: 85 }));

/** The JPEG with comment (COM) segments after its start marker, up to `size` bytes: decoders skip them. */
function padded(jpeg, size) {
  const out = new Uint8Array(size);
  out.set(jpeg.subarray(0, 2));
  let at = 2;
  while (size - at - (jpeg.length - 2) >= 4 + 1) {
    const length = Math.min(65535, size - at - (jpeg.length - 2) - 2);
    out.set([0xff, 0xfe, length >> 8, length & 255], at);
    out.fill(0x20, at + 4, at + 2 + length);
    at += 2 + length;
  }
  out.set(jpeg.subarray(2), at);
  return out.subarray(0, at + jpeg.length - 2);
}
const large = padded(small, 10 * MB - 100 * 1024);

if (!process.env.SKIP_BUILD) build();
const dir = mkdtempSync(join(tmpdir(), 'fairstack-bench-concurrent-'));
try {
  const persistTo = mkdtempSync(join(dir, 'state-'));
  prepareDatabase({ persistTo });
  const port = await freePort();
  const worker = await startWorker({ port, persistTo, vars: { ENVIRONMENT: 'development', WRITE_LIMIT_FACTOR: '100' } });
  try {
    const pids = workerdPids(worker.child);
    const owners = [];
    for (let i = 0; i < USERS; i++) {
      const cookie = await signIn(worker.url, `bench-concurrent-${i}@example.test`);
      const created = await fetch(`${worker.url}/api/projects`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: worker.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Memory Bench Bakery', businessType: 'Restaurant', description: 'Sourdough by the harbour.' }),
      });
      owners.push({ cookie, projectId: (await created.json()).data.id });
    }
    const warm = await upload(worker.url, owners[0].cookie, owners[0].projectId, small, 'warm.jpg');
    if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${warm.message}`);
    const before = pids.map(memoryOf);
    const answers = await Promise.all(owners.flatMap((o) => Array.from({ length: PER_USER }, () => upload(worker.url, o.cookie, o.projectId, large, 'large.jpg'))));
    const after = pids.map(memoryOf);
    const peak = Math.max(...pids.map((_, i) => after[i].hwm - before[i].rss));
    const statuses = answers.map((a) => `${a.status}${a.code ? ` ${a.code}` : ''}`);
    const counts = Object.entries(statuses.reduce((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {})).map(([s, n]) => `${n} × ${s}`);
    console.log(`${answers.length} uploads of ${(large.length / MB).toFixed(1)} MB at once from ${USERS} accounts: ${counts.join(', ')}; workerd peak +${(peak / MB).toFixed(0)} MB above the baseline`);
  } finally {
    worker.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
