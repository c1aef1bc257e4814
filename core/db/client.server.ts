import { drizzle } from 'drizzle-orm/d1';
import type { Env } from '../env';
import * as schema from './schema';

/**
 * One drizzle instance per D1 binding: building one reads the whole schema's relations, which cost more than
 * a page's queries (docs/decisions/167). The instance holds no per-request state.
 */
const instances = new WeakMap<D1Database, ReturnType<typeof create>>();

function create(db: D1Database) {
  return drizzle(db, { schema });
}

export function getDb(env: Pick<Env, 'DB'>) {
  let db = instances.get(env.DB);
  if (!db) {
    db = create(env.DB);
    instances.set(env.DB, db);
  }
  return db;
}

export type Db = ReturnType<typeof getDb>;

/**
 * A query built once per drizzle instance and run with placeholders (`sql.placeholder`): building a drizzle query
 * costs more CPU than D1 takes to run a small one, so the queries every signed-in page runs are built once
 * (docs/decisions/167).
 */
export function preparedQuery<T>(build: (db: Db) => T): (env: Pick<Env, 'DB'>) => T {
  const byDb = new WeakMap<Db, T>();
  return (env) => {
    const db = getDb(env);
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}

