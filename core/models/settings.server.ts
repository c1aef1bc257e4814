import { inArray, sql } from 'drizzle-orm';
import type { Env } from '../env';
import { getDb, type Db } from '../db/client.server';
import { settings } from '../db/schema';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '../lib/pricing';
import { memoize } from '../platform/memo.server';

/** The settings keys this module owns (rows seeded by migration 0002). */
export const SETTING_KEYS = {
  defaultBasePriceCents: 'default_base_price_cents',
  serviceFeePercent: 'service_fee_percent',
} as const;

/** Same bounds as a template's base price (the templates table's CHECK constraint). */
export const MAX_BASE_PRICE_CENTS = 10_000_000;

function parseCents(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,8}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_BASE_PRICE_CENTS ? n : null;
}

function parsePercent(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n <= 100 ? n : null;
}

/** The settings rows the price settings are made of (also read with the dashboard's session look-up, decision 238). */
export function selectPriceSettingRows(db: Db) {
  return db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(SETTING_KEYS)));
}

/** The price settings in these rows; a missing or corrupt row falls back to the default (and says so). */
export function priceSettingsFrom(rows: { key: string; value: string }[]): PriceSettings {
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const base = parseCents(byKey.get(SETTING_KEYS.defaultBasePriceCents));
  const percent = parsePercent(byKey.get(SETTING_KEYS.serviceFeePercent));
  if (base === null || percent === null) {
    console.warn(JSON.stringify({ level: 'warn', message: 'price settings missing or invalid; using defaults' }));
  }
  return {
    defaultBasePriceCents: base ?? DEFAULT_PRICE_SETTINGS.defaultBasePriceCents,
    serviceFeePercent: percent ?? DEFAULT_PRICE_SETTINGS.serviceFeePercent,
  };
}

/** Reads the price settings. */
export async function readPriceSettings(env: Pick<Env, 'DB'>): Promise<PriceSettings> {
  return priceSettingsFrom(await selectPriceSettingRows(getDb(env)));
}

let cache: ReturnType<typeof memoize<PriceSettings>> | null = null;

// One Worker has one D1 binding, so one cache per isolate is enough (as for templates).
function priceSettingsCache(env: Pick<Env, 'DB'>) {
  cache ??= memoize('price-settings', 30_000, () => readPriceSettings(env));
  return cache;
}

/** The price settings the server charges with, served from the isolate cache for up to 30 s. */
export function getPriceSettings(env: Pick<Env, 'DB'>): Promise<PriceSettings> {
  return priceSettingsCache(env).get();
}

export function invalidatePriceSettings(env: Pick<Env, 'DB'>) {
  priceSettingsCache(env).invalidate();
}

/**
 * Stores new price settings (for the admin area). Only new projects are priced with them: a project keeps
 * the price it was created with.
 */
export async function updatePriceSettings(env: Pick<Env, 'DB'>, next: Partial<PriceSettings>): Promise<PriceSettings> {
  const entries: [string, string][] = [];
  if (next.defaultBasePriceCents !== undefined) {
    if (parseCents(String(next.defaultBasePriceCents)) === null) throw new RangeError('Invalid default base price');
    entries.push([SETTING_KEYS.defaultBasePriceCents, String(next.defaultBasePriceCents)]);
  }
  if (next.serviceFeePercent !== undefined) {
    if (parsePercent(String(next.serviceFeePercent)) === null) throw new RangeError('Invalid service fee percent');
    entries.push([SETTING_KEYS.serviceFeePercent, String(next.serviceFeePercent)]);
  }
  const db = getDb(env);
  for (const [key, value] of entries) {
    await db
      .insert(settings)
      .values({ key, value, updatedAt: Date.now() })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`excluded.updated_at` } });
  }
  invalidatePriceSettings(env);
  return readPriceSettings(env);
}
