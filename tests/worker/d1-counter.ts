import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { Env } from '~core/env';
import worker from '../../workers/app';

/**
 * Wraps a real D1 binding to count its round trips: every statement run (`first`, `all`, `run`, `raw`) and every
 * `batch` (one round trip however many statements it carries). Statements keep working exactly as before; the
 * wrapper only records the SQL of each round trip.
 */
export type D1Count = { roundTrips: string[][]; writes: () => number };

const WRITE = /^\s*(insert|update|delete|replace)\b/i;

export function countingD1(db: D1Database): { db: D1Database; count: D1Count } {
  const roundTrips: string[][] = [];
  const sqlOf = new WeakMap<object, string>();
  const realOf = new WeakMap<object, D1PreparedStatement>();

  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (prop === 'bind') return (...args: unknown[]) => wrap(target.bind(...args), sql);
        if (prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw') {
          return (...args: unknown[]) => {
            roundTrips.push([sql]);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
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
        return (statements: D1PreparedStatement[]) => {
          roundTrips.push(statements.map((s) => sqlOf.get(s) ?? '?'));
          return target.batch(statements.map((s) => realOf.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted, count: { roundTrips, writes: () => roundTrips.flat().filter((sql) => WRITE.test(sql)).length } };
}

/**
 * Calls the Worker with D1 wrapped to count round trips, as a visitor would (the URL's host); records what went to
 * `waitUntil` and how many round trips happened before it ran.
 */
export async function countedFetch(url: string, init: RequestInit = {}) {
  const { db, count } = countingD1(env.DB);
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
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, DB: db } as Env, ctx);
  const body = await response.text();
  const roundTripsBeforeWaitUntil = count.roundTrips.length;
  await waitOnExecutionContext(ctx);
  return { response, body, count, roundTripsBeforeWaitUntil, deferred };
}
