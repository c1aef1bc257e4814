import { formatUsd } from '~core/lib/money';
import type { Price } from '~core/lib/pricing';

/** Base price, service fee and total. The same figures the server charges (it recomputes them). */
export function PriceBreakdown({
  price,
  feePercent,
  title,
  note,
}: {
  price: Price;
  feePercent: number;
  title?: string;
  note?: string;
}) {
  return (
    <div>
      {title ? <h3 className="text-sm font-semibold text-slate-900">{title}</h3> : null}
      <dl className="mt-2 text-sm" data-testid="price-breakdown">
        <div className="flex justify-between py-1">
          <dt className="text-slate-700">Base price</dt>
          <dd>{formatUsd(price.baseCents)}</dd>
        </div>
        <div className="flex justify-between py-1">
          <dt className="text-slate-700">Service fee ({feePercent}%)</dt>
          <dd>{formatUsd(price.feeCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 font-semibold">
          <dt>Total</dt>
          <dd data-testid="price-total">{formatUsd(price.totalCents)}</dd>
        </div>
      </dl>
      {note ? <p className="mt-2 text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}
