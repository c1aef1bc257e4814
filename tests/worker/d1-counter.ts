import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { Env } from '~core/env';
import worker from '../../workers/app';

/**
 * Wraps a real D1 binding to count its round trips: every statement run (`first`, `all`, `run`, `raw`) and every
 * `batch` (one round trip however many statements it carries). Statements keep working exactly as before; the
 * wrapper only records the SQL of each round trip.
 */
export type D1Count = {
  roundTrips: string[][];
  /** For each round trip, how many others were still in flight when it started: 0 for one that waited on the last. */
  inFlightAtStart: number[];
  writes: () => number;
};

const WRITE = /^\s*(insert|update|delete|replace)\b/i;

export function countingD1(db: D1Database): { db: D1Database; count: D1Count } {
  const roundTrips: string[][] = [];
  const inFlightAtStart: number[] = [];
  let inFlight = 0;
  const trip = <T>(sql: string[], send: () => Promise<T>): Promise<T> => {
    roundTrips.push(sql);
    inFlightAtStart.push(inFlight);
    inFlight += 1;
    return send().finally(() => {
      inFlight -= 1;
    });
  };
  const sqlOf = new WeakMap<object, string>();
  const realOf = new WeakMap<object, D1PreparedStatement>();

  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (prop === 'bind') return (...args: unknown[]) => wrap(target.bind(...args), sql);
        if (prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw') {
          return (...args: unknown[]) => trip([sql], () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        }
        return value.bind(target);
      },
    });
    sqlOf.set(proxy, sql);
    realOf.set(proxy, statement);
    return proxy;
  };

  const counted = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          trip(
            statements.map((s) => sqlOf.get(s) ?? '?'),
            () => target.batch(statements.map((s) => realOf.get(s) ?? s)),
          );
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted, count: { roundTrips, inFlightAtStart, writes: () => roundTrips.flat().filter((sql) => WRITE.test(sql)).length } };
}

/** Every call the Worker makes to a binding other than D1, or to the Cache API, as `binding.method`. */
export type OtherIo = string[];

/** Calls on `target`'s methods are recorded as `label.method`; everything else passes through untouched. */
function recording<T extends object>(target: T, label: string, calls: OtherIo, wrapResult?: (method: string, result: unknown) => unknown): T {
  return new Proxy(target, {
    get(object, prop) {
      const value = Reflect.get(object, prop, object) as unknown;
      if (typeof prop !== 'string' || prop === 'then' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        // Reflect.apply: an RPC stub's method would take `.apply` for a remote call.
        const result = Reflect.apply(value as (...a: unknown[]) => unknown, object, args);
        if (wrapResult) return wrapResult(prop, result);
        calls.push(`${label}.${prop}`);
        return result;
      };
    },
  });
}

/**
 * The Worker's environment with every Durable Object namespace (each stub call counted, e.g.
 * `RATE_LIMITER.hit`), the R2 bucket and the static assets counted; ids and names are not I/O and are not counted.
 */
function countingEnv(base: Env, calls: OtherIo): Env {
  const counted: Record<string, unknown> = { ...base };
  for (const [name, binding] of Object.entries(base)) {
    if (!binding || typeof binding !== 'object') continue;
    if (typeof (binding as DurableObjectNamespace).idFromName === 'function') {
      counted[name] = recording(binding as DurableObjectNamespace, name, calls, (method, result) =>
        method === 'get' || method === 'getByName' ? recording(result as object, name, calls) : result,
      );
    } else if (name === 'SITES' || name === 'ASSETS') {
      counted[name] = recording(binding, name, calls);
    }
  }
  return counted as unknown as Env;
}

/** Replaces the global Cache API with one that records `cache.match`, `cache.put`, `cache.delete` (and `caches.open`). */
function countingCaches(calls: OtherIo): () => void {
  const real = (globalThis as unknown as { caches: CacheStorage & { default: Cache } }).caches;
  const counted = {
    get default() {
      return recording(real.default, 'cache', calls);
    },
    open: async (name: string) => {
      calls.push('caches.open');
      return recording(await real.open(name), 'cache', calls);
    },
  };
  Object.defineProperty(globalThis, 'caches', { value: counted, configurable: true, writable: true });
  return () => Object.defineProperty(globalThis, 'caches', { value: real, configurable: true, writable: true });
}

/**
 * Calls the Worker as a visitor would (the URL's host), counting every D1 round trip and every other I/O the
 * request makes: Durable Object calls, R2, static assets and the Cache API (`other`). Records what went to
 * `waitUntil` and how many round trips happened before it ran.
 */
export async function countedFetch(url: string, init: RequestInit = {}) {
  const { db, count } = countingD1(env.DB);
  const other: OtherIo = [];
  const ctx = createExecutionContext();
  const deferred: Promise<unknown>[] = [];
  const waitUntil = ctx.waitUntil.bind(ctx);
  ctx.waitUntil = (p: Promise<unknown>) => {
    deferred.push(p);
    waitUntil(p);
  };
  const headers = new Headers(init.headers);
  headers.set('Host', new URL(url).host);
  const request = new Request(url, { redirect: 'manual', ...init, headers });
  const restoreCaches = countingCaches(other);
  try {
    const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, countingEnv({ ...env, DB: db } as Env, other), ctx);
    const body = await response.text();
    const roundTripsBeforeWaitUntil = count.roundTrips.length;
    const otherBeforeWaitUntil = other.length;
    await waitOnExecutionContext(ctx);
    return { response, body, count, roundTripsBeforeWaitUntil, other, otherBeforeWaitUntil, deferred };
  } finally {
    restoreCaches();
  }
}
