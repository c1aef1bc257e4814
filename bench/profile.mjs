// CPU profiles of a benchmarked Worker's isolate through workerd's inspector, for `BENCH_PROFILE=<row> npm run bench`
// (docs/decisions/235): the row's first round is profiled, the profile written to $TMPDIR/bench-<row>.cpuprofile
// (open it in Chrome DevTools) and its heaviest functions by self time printed. Profiling slows the isolate, so a
// profiled row's figures are not comparable with the others'.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'undici';

/**
 * @param {number} inspectorPort the `SERVE_INSPECTOR_PORT` the Worker was served with
 * @param {() => Promise<unknown>} poke sends the Worker one request: workerd handles some inspector commands
 *   (`HeapProfiler.collectGarbage`, at times `Profiler.start`) only once the isolate runs again, so an idle Worker
 *   is poked until the answer comes
 */
export async function startProfile(inspectorPort, poke) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  // Miniflare lists its own service Workers too; the product's is `core:user:<name>`.
  const target = targets.find((t) => /core:user:/.test(t.title ?? ''));
  if (!target) throw new Error(`no user Worker among the inspector's targets: ${targets.map((t) => t.title).join(', ')}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let lastId = 0;
  const waiting = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++lastId;
      const poking = setInterval(() => poke().catch(() => {}), 250);
      waiting.set(id, (result) => {
        clearInterval(poking);
        resolve(result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  /** The isolate's JavaScript heap (what a major collection marks) and what its objects hold outside it. */
  const heap = async () => {
    const h = await send('Runtime.getHeapUsage');
    const mb = (n) => (n === undefined ? '-' : `${(n / 1e6).toFixed(1)} MB`);
    return `used ${mb(h.usedSize)} of ${mb(h.totalSize)}, embedder ${mb(h.embedderHeapUsedSize)}, backing stores ${mb(h.backingStorageSize)}`;
  };
  const heapBefore = await heap();
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 100 });
  await send('Profiler.start');

  /** Stops, writes the profile and prints the functions with the most self-time samples. */
  return async function stop(name) {
    const { profile } = await send('Profiler.stop');
    const heapAfter = await heap();
    await send('HeapProfiler.collectGarbage');
    console.log(`heap of ${name}: before ${heapBefore}; after ${heapAfter}; after a full collection ${await heap()}`);
    socket.close();
    const file = join(process.env.TMPDIR ?? tmpdir(), `bench-${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    for (const id of profile.samples) {
      const { functionName, url, lineNumber } = nodes.get(id).callFrame;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + 1);
    }
    const total = profile.samples.length;
    // Garbage collection pauses every request of the isolate: consecutive collector samples (gaps under 2 ms) are
    // one pause, and the longest ones make the tail (docs/decisions/231).
    const pauses = [];
    let at = profile.startTime;
    let pause = null;
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas[i];
      if (nodes.get(id).callFrame.functionName !== '(garbage collector)') return;
      if (pause && at - pause.end < 2000) pause.end = at;
      else pauses.push((pause = { start: at, end: at }));
    });
    const ms = pauses.map((p) => (p.end - p.start) / 1000).sort((a, b) => b - a);
    console.log(
      `garbage collection of ${name}: ${ms.filter((m) => m >= 2).length} pauses of 2 ms or more in ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, longest ${ms.slice(0, 5).map((m) => m.toFixed(1)).join(', ')} ms, ${ms.reduce((a, b) => a + b, 0).toFixed(0)} ms in all`,
    );
    console.log(`profile of ${name}: ${file} (${total} samples); self time:`);
    for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${((100 * n) / total).toFixed(1).padStart(5)} %  ${key}`);
  };
}
