import { Link } from '@remix-run/react';
import type { TemplateCard } from '~/content/fallback-templates';
import { isRated, NOT_RATED, type ShowcaseApp } from '~core/content/showcase';
import { BUILD_LINKS } from '~/lib/navigation';
import { formatUsd } from '~core/lib/money';
import { priceFor, type PriceSettings } from '~core/lib/pricing';
import { Icon, type IconName } from '../icons';
import { SitePicture } from '../site-picture';
import { templatePictureUrl } from '~core/lib/sites/picture';
import { LandingGenerate } from './landing-generate';
import { DEMO_STEPS } from '~/content/demo';
import { priceWords, withPrices } from '~/content/prices';
import { WatchDemo } from './watch-demo';

const VALUES: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Transparent AI',
    text: 'Plain-language copy you can check. The AI never invents reviews, awards or claims.',
    icon: 'sparkles',
  },
  {
    title: 'Pay per website',
    text: 'One price per generation, shown in full before you pay. No subscription, ever.',
    icon: 'scale',
  },
  {
    title: 'Yours to keep',
    text: 'View your site at its own address, publish it to the app store, or take it anywhere.',
    icon: 'globe',
  },
  {
    title: 'Private by default',
    text: 'Your descriptions build your website and nothing else. They never train AI models.',
    icon: 'lock',
  },
  {
    title: 'Accessible for everyone',
    text: 'Generated sites use real headings, labels and contrast that pass accessibility checks.',
    icon: 'users',
  },
  {
    title: 'Fast at the edge',
    text: 'Sites load quickly worldwide. {wait}.',
    icon: 'zap',
  },
];

/** The dashboard teaser shows fixed demo numbers. */
const DASHBOARD_TEASER = [
  { label: 'Websites Generated', value: '3' },
  { label: 'Total Spent', value: '$89.97' },
  { label: 'Active Projects', value: '1' },
] as const;

// Classes rather than the stored colour in a style attribute: pages stay within a strict style CSP.
const ICON_BACKGROUND: Record<ShowcaseApp['iconType'], string> = {
  users: 'bg-sky-700',
  zap: 'bg-teal-700',
  bot: 'bg-violet-700',
  globe: 'bg-brand-600',
  star: 'bg-amber-700',
  briefcase: 'bg-slate-700',
  code: 'bg-indigo-700',
  palette: 'bg-pink-700',
};

function ShowcaseCard({ app }: { app: ShowcaseApp }) {
  const external = /^https?:\/\//.test(app.url);
  return (
    <li className="card flex flex-col">
      {app.imageUrl ? <SitePicture src={app.imageUrl} className="mb-4" /> : null}
      <div className="flex items-center gap-3">
        <span
          className={`flex h-10 w-10 items-center justify-center rounded-lg text-white ${
            ICON_BACKGROUND[app.iconType]
          }`}
        >
          <Icon name={app.iconType} className="h-5 w-5" />
        </span>
        <div>
          <h3 className="font-semibold text-slate-900">{app.name}</h3>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{app.category}</p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700">{app.description}</p>
      <ul className="mt-3 flex flex-wrap gap-1">
        {app.features.slice(0, 2).map((f) => (
          <li key={f} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between text-sm text-slate-700">
        {isRated(app) ? (
          <span>
            <Icon name="star" className="h-4 w-4 fill-amber-400 text-amber-500" /> <span className="sr-only">Rating </span>
            {app.rating} · {app.userCount.toLocaleString('en-US')} users
          </span>
        ) : (
          <span>
            {NOT_RATED}
            {app.userCount > 0 ? ` · ${app.userCount.toLocaleString('en-US')} users` : null}
          </span>
        )}
        <a
          href={app.url}
          className="font-semibold text-brand-700 hover:underline"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          Visit<span className="sr-only"> {app.name}</span>
        </a>
      </div>
    </li>
  );
}

export function LandingPage({
  templates,
  templateOptions,
  showcase,
  signedIn,
  priceSettings,
  wait,
}: {
  templates: TemplateCard[];
  /** Every active template, for the Generate dialog's picker. */
  templateOptions: readonly { id: number; name: string; category: string; basePrice: string }[];
  showcase: ShowcaseApp[];
  signedIn: boolean;
  priceSettings: PriceSettings;
  /** The configured provider's wait in its toast's words, which the checkout promises too (docs/decisions/175, 159). */
  wait: string;
}) {
  const price = priceFor(null, priceSettings);
  const steps = withPrices(DEMO_STEPS, priceWords(priceSettings));
  const enterHref = signedIn ? '/create' : '/api/login';
  return (
    <>
      <section id="home" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-balance-600">Fairness and balance in AI</p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            The AI that keeps AI fair
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Describe your business, see the full price, pay once, and get a complete website generated in seconds.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <a href={enterHref} className="btn-primary px-6 py-3 text-base">
              Enter the Stack
            </a>
            <WatchDemo className="btn-secondary px-6 py-3 text-base" steps={steps} />
          </div>
          <nav aria-label="Quick links" className="mt-8">
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
              {BUILD_LINKS.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
                    {l.label}
                    <Icon name="arrowRight" className="h-4 w-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="mission-heading" className="text-3xl font-bold">
          Our mission
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          AI is changing how small businesses reach their customers. We make sure that change is fair: honest prices,
          honest output and data that stays yours. Every website we generate is built to be checked, owned and trusted.
        </p>
      </section>

      <section id="features" aria-labelledby="features-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="features-heading" className="text-center text-3xl font-bold">
            Built on fairness
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {VALUES.map((v) => (
              <li key={v.title} className="card">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon name={v.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{v.title}</h3>
                <p className="mt-2 text-slate-700">{v.text.replace('{wait}', wait)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="how-heading" className="text-center text-3xl font-bold">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {steps.map((s, i) => (
            <li key={s.title} className="card">
              <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
              <h3 className="mt-1 font-semibold">{s.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{s.text.replace('{wait}', wait)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="showcase-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="showcase-heading" className="text-3xl font-bold">
                Live from the App Store
              </h2>
              <p className="mt-2 text-slate-700">Apps and websites built and published by our community.</p>
            </div>
            <Link to="/app-store" className="btn-secondary">
              Browse the App Store
            </Link>
          </div>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="showcase">
            {showcase.map((app) => (
              <ShowcaseCard key={app.key} app={app} />
            ))}
          </ul>
        </div>
      </section>

      <section id="templates" aria-labelledby="templates-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="templates-heading" className="text-center text-3xl font-bold">
          Templates
        </h2>
        <p className="mt-2 text-center text-slate-700">
          Start from a design made for your kind of business, or from scratch.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="template-gallery">
          {templates.map((t) => (
            <li key={t.name} className="card flex flex-col">
              {templatePictureUrl(t) ? <SitePicture src={templatePictureUrl(t)!} className="mb-4" /> : null}
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t.category}</p>
              <h3 className="mt-1 text-lg font-semibold">{t.name}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{t.description}</p>
              <ul className="mt-3 space-y-1 text-sm text-slate-700">
                {t.features.map((f) => (
                  <li key={f} className="flex items-center gap-2">
                    <Icon name="check" className="h-4 w-4 text-balance-600" />
                    {f}
                  </li>
                ))}
              </ul>
              <p className="mt-4 font-semibold">${t.basePrice}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
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
              <dt>Service fee ({priceSettings.serviceFeePercent}%)</dt>
              <dd>{formatUsd(price.feeCents)}</dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 py-2 font-semibold">
              <dt>Total</dt>
              <dd>{formatUsd(price.totalCents)}</dd>
            </div>
          </dl>
          <ul className="mx-auto mt-6 grid max-w-xl gap-2 text-left text-sm text-slate-700 sm:grid-cols-2">
            {[
              'No subscription or renewal',
              'Template prices shown up front',
              'Retry a failed generation free',
              'Publish to the app store free',
            ].map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Icon name="check" className="h-4 w-4 text-balance-600" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="dashboard-teaser-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="dashboard-teaser-heading" className="text-3xl font-bold">
              Everything in one dashboard
            </h2>
            <p className="mt-4 text-slate-700">
              Follow each generation live, see what you spent, open your websites and publish them to the app store, all
              from one place.
            </p>
            <Link to="/dashboard" className="btn-secondary mt-6">
              Open the Dashboard
            </Link>
          </div>
          <div className="card bg-slate-900 text-white" aria-label="Example dashboard" role="group">
            <p className="text-sm text-slate-300">Example figures</p>
            <dl className="mt-4 grid grid-cols-3 gap-4">
              {DASHBOARD_TEASER.map((s) => (
                <div key={s.label}>
                  <dt className="text-xs text-slate-300">{s.label}</dt>
                  <dd className="mt-1 text-2xl font-bold">{s.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 rounded-lg bg-white/10 p-4 text-sm">
              <p className="font-semibold">Harbor Street Bakery</p>
              <p className="text-slate-300">AI is creating your website...</p>
              <div className="mt-2 h-2 rounded-full bg-white/20">
                <div className="h-2 w-2/3 rounded-full bg-teal-300" />
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="bg-brand-900">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
          <h2 id="cta-heading" className="text-3xl font-bold text-white">
            Ready to build something fair?
          </h2>
          <p className="mt-4 text-brand-100">Your website, generated in seconds, for one honest price.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <LandingGenerate
              templates={templateOptions}
              priceSettings={priceSettings}
              className="btn bg-white px-6 py-3 text-base text-brand-900 hover:bg-brand-50"
            />
            <a href={enterHref} className="btn border border-white/60 px-6 py-3 text-base text-white hover:bg-white/10">
              Enter the Stack
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
