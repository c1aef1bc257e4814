import { decimalToCents } from '~core/lib/money';
import { priceFor, type Price, type PriceSettings } from '~core/lib/pricing';

/** The template fields the creation forms need (a subset of GET /api/templates). */
export type TemplateOption = { id: number; name: string; category: string; basePrice: string; description?: string; features?: string[] };

/** The client's estimate: the same function the server charges with, on the same settings. */
export function estimateFor(templates: readonly TemplateOption[], templateId: string, settings: PriceSettings): Price {
  const template = templates.find((t) => String(t.id) === templateId);
  return priceFor(template ? decimalToCents(template.basePrice) : null, settings);
}
