/** 24.99 without a template, a 20% service fee rounded to cents, total = base + fee. */
export const DEFAULT_BASE_PRICE_CENTS = 2499;
export const SERVICE_FEE_PERCENT = 20;

export type PriceSettings = { defaultBasePriceCents: number; serviceFeePercent: number };
export const DEFAULT_PRICE_SETTINGS: PriceSettings = {
  defaultBasePriceCents: DEFAULT_BASE_PRICE_CENTS,
  serviceFeePercent: SERVICE_FEE_PERCENT,
};

export type Price = { baseCents: number; feeCents: number; totalCents: number };

/** Fee rounded half-up to whole cents, in integer arithmetic so no float error can creep in. */
export function feeFor(baseCents: number, percent: number): number {
  return Math.floor((baseCents * percent * 2 + 100) / 200);
}

export function priceFor(
  templateBasePriceCents: number | null | undefined,
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
): Price {
  const baseCents = templateBasePriceCents ?? settings.defaultBasePriceCents;
  const feeCents = feeFor(baseCents, settings.serviceFeePercent);
  return { baseCents, feeCents, totalCents: baseCents + feeCents };
}
