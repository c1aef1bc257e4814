import { env } from 'cloudflare:test';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '~core/db/schema';

// Migrations after the first are written by hand; this keeps them and core/db/schema.ts in step.
describe('schema.ts matches the migrated database', () => {
  const tables = Object.values(schema as Record<string, unknown>).filter((v): v is SQLiteTable => is(v, SQLiteTable));

  it('has every table and column the code declares, with the same nullability', async () => {
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const name = getTableName(table);
      const { results } = await env.DB.prepare(`pragma table_info(${name})`).all<{ name: string; notnull: number; pk: number }>();
      expect(results.length, `table ${name} exists`).toBeGreaterThan(0);
      const actual = new Map(results.map((c) => [c.name, c]));
      for (const column of Object.values(getTableColumns(table))) {
        const row = actual.get(column.name);
        expect(row, `${name}.${column.name} exists`).toBeTruthy();
        if (!row!.pk) expect(Boolean(row!.notnull), `${name}.${column.name} NOT NULL`).toBe(column.notNull);
      }
      expect(results.length, `${name} has no columns the schema lacks`).toBe(Object.keys(getTableColumns(table)).length);
    }
  });
});
