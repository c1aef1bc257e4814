// What the image benches read: the workerd processes under `wrangler dev` and their resident sizes, and the
// sign-in and upload requests they send (bench/images/memory.mjs, bench/images/concurrent.mjs).
import { readdirSync, readFileSync } from 'node:fs';

function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* gone */
    }
  }
  const out = [];
  const queue = [pid];
  while (queue.length) for (const c of children.get(queue.shift()) ?? []) out.push(c), queue.push(c);
  return out;
}

export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** wrangler dev runs two workerd processes (its proxy and the Worker): the bench reads both, keeps the one that grew. */
export function workerdPids(child) {
  const pids = descendants(child.pid).filter((p) => {
    try {
      return readFileSync(`/proc/${p}/comm`, 'utf8').trim() === 'workerd';
    } catch {
      return false;
    }
  });
  if (!pids.length) throw new Error('no workerd process found');
  return pids;
}

export async function signIn(url, email) {
  const res = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
    body: new URLSearchParams({ email, firstName: 'Bench', lastName: 'User', returnTo: '/' }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

export async function upload(url, cookie, projectId, bytes, name) {
  const form = new FormData();
  form.set('kind', 'photo');
  form.set('alt', 'Bench photo');
  form.set('place', 'gallery');
  form.set('file', new File([bytes], name, { type: 'image/jpeg' }));
  const started = performance.now();
  const res = await fetch(`${url}/api/projects/${projectId}/photos`, { method: 'POST', headers: { Cookie: cookie, Origin: url }, body: form });
  const body = await res.json().catch(() => null);
  return { status: res.status, ms: performance.now() - started, code: body?.error?.code ?? null, message: body?.error?.message ?? null };
}
