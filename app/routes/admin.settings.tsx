import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Field } from '~/components/admin/field';
import { InlineNotice, useNoticeToast } from '~/components/admin/notice';
import { useZodForm } from '~/components/admin/use-zod-form';
import { NOTICES, type Notice } from '~core/lib/admin-notices';
import { formatUsd } from '~core/lib/money';
import { priceFor } from '~core/lib/pricing';
import { amountToCents, formErrors, priceSettingsSchema } from '~core/lib/schemas/admin';
import { currentPanelActor } from '~core/models/admin-auth.server';
import { changePriceSettings, getPriceSettingsForAdmin } from '~core/models/admin-settings.server';
import { getPanelSession, PANEL_LOGIN_REQUIRED } from '~/utils/admin-guard.server';
import { invalidates, PRICE_PAGES, privateFormHeaders } from '~core/lib/http-cache';

export const headers = privateFormHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getPanelSession(request, context))) return null;
  return getPriceSettingsForAdmin(context.env);
}

type SettingsActionResult = { ok: boolean; notice: Notice; fieldErrors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  // New prices reach the cached public pages that state them at once (docs/decisions/259).
  const answer = (result: SettingsActionResult, status = 200) => data(result, { status, headers: result.ok ? invalidates(PRICE_PAGES) : undefined });
  if (!(await getPanelSession(request, context))) return answer(PANEL_LOGIN_REQUIRED, 401);
  const form = await request.formData();
  const values = {
    serviceFeePercent: String(form.get('serviceFeePercent') ?? ''),
    defaultBasePrice: String(form.get('defaultBasePrice') ?? ''),
  };
  const parsed = priceSettingsSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = formErrors(parsed.error);
    return answer({ ok: false, notice: NOTICES.settingsFailed(Object.values(fieldErrors)[0]), fieldErrors, values }, 400);
  }
  await changePriceSettings(context.env, await currentPanelActor(context.env, request), {
    serviceFeePercent: parsed.data.serviceFeePercent,
    defaultBasePriceCents: parsed.data.defaultBasePrice,
  });
  return answer({ ok: true, notice: NOTICES.settingsSaved });
}

const SETTINGS_FETCHER = 'admin-settings';

/** The no-template price under the values being typed, so the effect of a change is visible before saving. */
function Preview({ percent, base }: { percent: string; base: string }) {
  const baseCents = amountToCents(base);
  const pct = /^\d{1,3}$/.test(percent.trim()) ? Number(percent) : null;
  if (baseCents === null || pct === null || pct > 100) return <p className="text-sm text-slate-600">Enter valid values to see the price.</p>;
  const price = priceFor(null, { defaultBasePriceCents: baseCents, serviceFeePercent: pct });
  return (
    <p className="text-sm text-slate-800" data-testid="settings-preview">
      A website without a template costs {formatUsd(price.baseCents)} + {formatUsd(price.feeCents)} service fee ={' '}
      <strong>{formatUsd(price.totalCents)}</strong>.
    </p>
  );
}

export default function AdminSettings() {
  const settings = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>({ key: SETTINGS_FETCHER });
  const actionData = useActionData<typeof action>();
  useNoticeToast(fetcher.data);
  const result = fetcher.data ?? actionData;
  const failed = result && !result.ok ? result : undefined;
  const { errors, onSubmit } = useZodForm(priceSettingsSchema, failed?.fieldErrors);
  const [percent, setPercent] = useState(failed?.values?.serviceFeePercent ?? String(settings?.serviceFeePercent ?? ''));
  const [base, setBase] = useState(failed?.values?.defaultBasePrice ?? settings?.defaultBasePrice ?? '');
  if (!settings) return null;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="settings-heading" className="card">
        <h2 id="settings-heading" className="text-lg font-semibold">
          Pricing
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          New projects are priced with these settings. Projects that already exist keep the price they were created with.
        </p>
        <InlineNotice notice={actionData?.notice} />
        <fetcher.Form method="post" action="/admin/settings" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field
            id="settings-fee"
            name="serviceFeePercent"
            label="Service fee (markup, %)"
            type="number"
            min="0"
            max="100"
            step="1"
            inputMode="numeric"
            required
            value={percent}
            onChange={(e) => setPercent(e.currentTarget.value)}
            hint="Added to the base price of every website, rounded to the cent."
            error={errors.serviceFeePercent}
          />
          <Field
            id="settings-base"
            name="defaultBasePrice"
            label="Default base price (USD)"
            type="number"
            min="1"
            max="10000"
            step="0.01"
            inputMode="decimal"
            required
            value={base}
            onChange={(e) => setBase(e.currentTarget.value)}
            hint="Charged when no template is chosen."
            error={errors.defaultBasePrice}
          />
          <div className="sm:col-span-2">
            <Preview percent={percent} base={base} />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Saving...' : 'Save settings'}
            </button>
          </div>
        </fetcher.Form>
      </section>
      <aside aria-labelledby="settings-current" className="card">
        <h2 id="settings-current" className="text-lg font-semibold">
          In force now
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-700">Markup</dt>
            <dd className="font-semibold">{settings.serviceFeePercent}%</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-700">Default base price</dt>
            <dd className="font-semibold">${settings.defaultBasePrice}</dd>
          </div>
          <div className="flex justify-between border-t border-slate-200 pt-2">
            <dt className="text-slate-700">No-template total</dt>
            <dd className="font-semibold">${settings.example.total}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
