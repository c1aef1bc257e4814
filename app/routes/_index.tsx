import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { formatUsd } from '~/lib/money';
import { priceFor } from '~/lib/pricing';
import { listActiveTemplates } from '~/models/templates.server';
import { useOptionalUser } from '~/root';

export const meta: MetaFunction = () => [
  { title: 'Fairstack | The AI that keeps AI fair' },
  {
    name: 'description',
    content: 'Describe your business, pay once per website and let fair, transparent AI build it. No subscription.',
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const templates = await listActiveTemplates(context.env);
  return { templates: templates.slice(0, 6) };
}

const VALUES = [
  { title: 'Transparent AI', text: 'Every generated page says what the AI wrote and why. Nothing hidden.' },
  { title: 'Pay per website', text: 'One price per generation, shown before you pay. No subscription, ever.' },
  { title: 'Yours to keep', text: 'Download your site, publish it to the app store, or take it anywhere.' },
];

export default function Landing() {
  const { templates } = useLoaderData<typeof loader>();
  const user = useOptionalUser();
  const price = priceFor(null);
  return (
    <>
      <section id="home" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-balance-600">Fairness and balance in AI</p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            The AI that keeps AI fair
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Describe your business, pay once, and get a complete website generated in seconds.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <a href={user ? '/create' : '/api/login'} className="btn-primary px-6 py-3 text-base">
              Enter the Stack
            </a>
            <a href="#features" className="btn-secondary px-6 py-3 text-base">
              See how it works
            </a>
          </div>
        </div>
      </section>

      <section id="features" aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-center text-3xl font-bold">
          Built on fairness
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUES.map((v) => (
            <li key={v.title} className="card">
              <h3 className="text-lg font-semibold">{v.title}</h3>
              <p className="mt-2 text-slate-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="templates" aria-labelledby="templates-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="templates-heading" className="text-center text-3xl font-bold">
            Templates
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {templates.map((t) => (
              <li key={t.id} className="card">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{t.category}</p>
                <h3 className="mt-1 text-lg font-semibold">{t.name}</h3>
                <p className="mt-2 text-sm text-slate-700">{t.description}</p>
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {t.features.slice(0, 2).map((f) => (
                    <li key={f}>✓ {f}</li>
                  ))}
                </ul>
                <p className="mt-4 font-semibold">${t.basePrice}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="pricing-heading" className="text-3xl font-bold">
          Pay per generation
        </h2>
        <p className="mt-4 text-slate-700">No subscription. You see the full price before you pay.</p>
        <dl className="card mx-auto mt-8 max-w-sm text-left">
          <div className="flex justify-between py-1">
            <dt>Base price</dt>
            <dd>{formatUsd(price.baseCents)}</dd>
          </div>
          <div className="flex justify-between py-1">
            <dt>Service fee (20%)</dt>
            <dd>{formatUsd(price.feeCents)}</dd>
          </div>
          <div className="flex justify-between border-t border-slate-200 py-2 font-semibold">
            <dt>Total</dt>
            <dd>{formatUsd(price.totalCents)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
