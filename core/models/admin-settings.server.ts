import type { Env } from '../env';
import { centsToDecimal } from '../lib/money';
import { priceFor, type PriceSettings } from '../lib/pricing';
import { recordAudit, type AuditActor } from './audit.server';
import { readPriceSettings, updatePriceSettings } from './settings.server';

/** The Settings tab's view of the price settings, money as decimal strings. */
export type PriceSettingsDto = {
  serviceFeePercent: number;
  defaultBasePrice: string;
  /** What a project without a template costs under these settings. */
  example: { base: string; fee: string; total: string };
};

export function toPriceSettingsDto(settings: PriceSettings): PriceSettingsDto {
  const price = priceFor(null, settings);
  return {
    serviceFeePercent: settings.serviceFeePercent,
    defaultBasePrice: centsToDecimal(settings.defaultBasePriceCents),
    example: { base: centsToDecimal(price.baseCents), fee: centsToDecimal(price.feeCents), total: centsToDecimal(price.totalCents) },
  };
}

/** Reads straight from D1, not the isolate cache, so the panel always shows what is stored. */
export async function getPriceSettingsForAdmin(env: Pick<Env, 'DB'>): Promise<PriceSettingsDto> {
  return toPriceSettingsDto(await readPriceSettings(env));
}

/** Stores new settings (new projects are priced with them; existing projects keep their price) and audits the change. */
export async function changePriceSettings(
  env: Pick<Env, 'DB'>,
  actor: AuditActor,
  next: PriceSettings,
): Promise<PriceSettingsDto> {
  const before = await readPriceSettings(env);
  const after = await updatePriceSettings(env, next);
  await recordAudit(env, actor, 'settings.changed', { type: 'settings', id: 'pricing' }, {
    from: toPriceSettingsDto(before),
    to: toPriceSettingsDto(after),
  });
  return toPriceSettingsDto(after);
}
