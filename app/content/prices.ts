import { centsToDecimal } from '~core/lib/money';
import { priceFor, type PriceSettings } from '~core/lib/pricing';

/** The live default price in words: what copy says for `{base}`, `{feePercent}`, `{fee}` and `{total}`. */
export type PriceWords = Record<'base' | 'feePercent' | 'fee' | 'total', string>;

/** From the admin's price settings, so copy never restates a price (docs/decisions/211). */
export function priceWords(settings: PriceSettings): PriceWords {
  const price = priceFor(null, settings);
  return {
    base: centsToDecimal(price.baseCents),
    feePercent: `${settings.serviceFeePercent}%`,
    fee: centsToDecimal(price.feeCents),
    total: centsToDecimal(price.totalCents),
  };
}

const PLACEHOLDER = /\{(base|feePercent|fee|total)\}/g;

/** Content (strings, arrays and plain objects, deeply) with every price placeholder filled in. */
export function withPrices<T>(content: T, words: PriceWords): T {
  if (typeof content === 'string') return content.replace(PLACEHOLDER, (_, key: keyof PriceWords) => words[key]) as T;
  if (Array.isArray(content)) return content.map((item) => withPrices(item, words)) as T;
  if (content && typeof content === 'object') {
    return Object.fromEntries(Object.entries(content).map(([k, v]) => [k, withPrices(v, words)])) as T;
  }
  return content;
}
