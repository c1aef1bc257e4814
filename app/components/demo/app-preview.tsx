import { useId, useState, type ReactNode } from 'react';
import { appName, slugify, type AppConfig } from '~/lib/builders/app-config';
import { APP_THEMES, type AppTheme } from './app-themes';
import { Icon } from '../icons';

/** The sample content each app type shows; the search feature filters these items. */
const SAMPLE_ITEMS: Record<string, { heading: string; items: { title: string; meta: string }[]; cta: string }> = {
  ecommerce: {
    heading: 'New arrivals',
    cta: 'Add to cart',
    items: [
      { title: 'Hand-poured candle', meta: '$24.00' },
      { title: 'Linen tote bag', meta: '$32.00' },
      { title: 'Ceramic mug', meta: '$18.50' },
    ],
  },
  booking: {
    heading: 'Available times',
    cta: 'Book',
    items: [
      { title: 'Tomorrow, 10:00', meta: '45 min consultation' },
      { title: 'Tomorrow, 14:30', meta: '45 min consultation' },
      { title: 'Friday, 09:00', meta: '90 min session' },
    ],
  },
  social: {
    heading: 'Your feed',
    cta: 'Like',
    items: [
      { title: 'Maya shared a photo', meta: 'Sunrise hike this morning' },
      { title: 'Leo started a discussion', meta: 'Best tools for remote teams?' },
      { title: 'Community event', meta: 'Meetup on Saturday, 6 pm' },
    ],
  },
  productivity: {
    heading: 'Today',
    cta: 'Done',
    items: [
      { title: 'Review the launch plan', meta: 'Due 11:00' },
      { title: 'Send the invoice to Acme', meta: 'Due 15:00' },
      { title: 'Plan next sprint', meta: 'Tomorrow' },
    ],
  },
  dashboard: {
    heading: 'This week',
    cta: 'Details',
    items: [
      { title: 'Revenue', meta: '$12,480 (+8%)' },
      { title: 'New customers', meta: '146 (+12%)' },
      { title: 'Open tickets', meta: '9 (-30%)' },
    ],
  },
  education: {
    heading: 'Continue learning',
    cta: 'Resume',
    items: [
      { title: 'Intro to design', meta: 'Lesson 4 of 12' },
      { title: 'Spanish for travel', meta: 'Lesson 9 of 20' },
      { title: 'Data basics', meta: 'Lesson 1 of 8' },
    ],
  },
};

function itemsFor(config: AppConfig) {
  return (
    SAMPLE_ITEMS[config.type] ?? {
      heading: config.typeLabel,
      cta: 'Open',
      items: [
        { title: `${config.typeLabel}: first item`, meta: 'Created today' },
        { title: `${config.typeLabel}: second item`, meta: 'Created yesterday' },
        { title: `${config.typeLabel}: third item`, meta: 'Last week' },
      ],
    }
  );
}

function FeatureCard({ title, theme, children }: { title: string; theme: AppTheme; children: ReactNode }) {
  return (
    <div className={`${theme.card} ${theme.radius} p-4`}>
      <h3 className={`text-sm ${theme.heading}`}>{title}</h3>
      <div className="mt-2 text-sm">{children}</div>
    </div>
  );
}

function FeatureWidget({ feature, theme, name }: { feature: string; theme: AppTheme; name: string }) {
  switch (feature) {
    case 'auth':
      return (
        <FeatureCard title="User accounts" theme={theme}>
          <p className={theme.muted}>Welcome back! Sign in to sync your data.</p>
          <div className="mt-2 flex gap-2">
            <span className={`${theme.accent} ${theme.radius} px-3 py-1 text-xs font-semibold`}>Sign in</span>
            <span className={`${theme.soft} ${theme.radius} px-3 py-1 text-xs font-semibold`}>Create account</span>
          </div>
        </FeatureCard>
      );
    case 'payments':
      return (
        <FeatureCard title="Payments" theme={theme}>
          <dl className="space-y-1">
            <div className="flex justify-between"><dt className={theme.muted}>Subtotal</dt><dd>$74.50</dd></div>
            <div className="flex justify-between"><dt className={theme.muted}>Shipping</dt><dd>$4.00</dd></div>
            <div className="flex justify-between font-semibold"><dt>Total</dt><dd>$78.50</dd></div>
          </dl>
          <span className={`${theme.accent} ${theme.radius} mt-2 inline-block px-3 py-1 text-xs font-semibold`}>Pay securely</span>
        </FeatureCard>
      );
    case 'chat':
      return (
        <FeatureCard title="Real-time chat" theme={theme}>
          <ul className="space-y-1">
            <li className={`${theme.soft} ${theme.radius} w-fit px-2 py-1`}>Hi! Is this still available?</li>
            <li className={`${theme.accent} ${theme.radius} ml-auto w-fit px-2 py-1`}>Yes, it ships tomorrow.</li>
          </ul>
        </FeatureCard>
      );
    case 'notifications':
      return (
        <FeatureCard title="Notifications" theme={theme}>
          <ul className="space-y-1">
            {['Your order has shipped', '3 new messages', 'Weekly summary is ready'].map((text, i) => (
              <li key={text} className={`flex items-center gap-2 ${i === 2 ? theme.muted : ''}`}>
                <svg viewBox="0 0 20 20" className={`h-4 w-4 shrink-0 ${theme.accentText}`} aria-hidden="true">
                  <path d="M10 2a5 5 0 0 0-5 5v3l-2 3h14l-2-3V7a5 5 0 0 0-5-5zm-2 13a2 2 0 0 0 4 0z" fill="currentColor" />
                </svg>
                {text}
              </li>
            ))}
          </ul>
        </FeatureCard>
      );
    case 'analytics': {
      const bars = [40, 65, 50, 80, 72, 95, 88];
      return (
        <FeatureCard title="Analytics" theme={theme}>
          <p className="sr-only">Visits over the last 7 days rose from 40 to 88, peaking at 95 on day 6.</p>
          <div className="flex h-20 items-end gap-1" aria-hidden="true">
            {bars.map((h, i) => (
              <div key={i} className={`${theme.accent} flex-1 rounded-t`} style={{ height: `${h}%` }} />
            ))}
          </div>
          <p className={`mt-1 text-xs ${theme.muted}`}>Visits, last 7 days</p>
        </FeatureCard>
      );
    }
    case 'admin':
      return (
        <FeatureCard title="Admin panel" theme={theme}>
          <table className="w-full text-left text-xs">
            <thead>
              <tr><th scope="col" className="py-1">User</th><th scope="col" className="py-1">Role</th></tr>
            </thead>
            <tbody>
              <tr><td className="py-1">ana@{slugify(name)}.app</td><td>Admin</td></tr>
              <tr><td className="py-1">sam@{slugify(name)}.app</td><td>Editor</td></tr>
            </tbody>
          </table>
        </FeatureCard>
      );
    case 'media':
      return (
        <FeatureCard title="Media uploads" theme={theme}>
          <div className={`border-2 border-dashed ${theme.radius} p-3 text-center text-xs ${theme.muted}`}>Drop images or files here</div>
          <div className="mt-2 flex gap-2" aria-hidden="true">
            <span className="h-8 w-8 rounded bg-sky-300" />
            <span className="h-8 w-8 rounded bg-rose-300" />
            <span className="h-8 w-8 rounded bg-lime-300" />
          </div>
        </FeatureCard>
      );
    default:
      return null;
  }
}

/** The sample app itself: header, main content (searchable when Search is on) and one card per feature. */
function SampleApp({ config, compact }: { config: AppConfig; compact: boolean }) {
  const theme = APP_THEMES[config.styling] ?? APP_THEMES.minimal;
  const name = appName(config);
  const sample = itemsFor(config);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const hasSearch = config.features.includes('search');
  const visible = sample.items.filter((item) => `${item.title} ${item.meta}`.toLowerCase().includes(query.trim().toLowerCase()));
  const others = config.features.filter((f) => f !== 'search');

  return (
    <div className={`${theme.page} min-h-full`}>
      <div className={`${theme.bar} flex items-center justify-between px-4 py-3`}>
        <span className={`text-lg ${theme.heading}`}>{name}</span>
        {config.features.includes('auth') ? <span className="text-xs font-medium">Hi, Alex</span> : null}
      </div>
      <div className="space-y-4 p-4">
        <div>
          <h2 className={`text-xl ${theme.heading}`}>{sample.heading}</h2>
          {hasSearch ? (
            <div className="mt-2">
              <label htmlFor={searchId} className={`block text-xs font-medium ${theme.muted}`}>
                Search {name}
              </label>
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Type to filter"
                className={`mt-1 w-full ${theme.radius} border border-slate-400 bg-white px-3 py-1.5 text-sm text-slate-900`}
              />
            </div>
          ) : null}
          <ul className={`mt-3 grid gap-3 ${compact ? '' : 'sm:grid-cols-3'}`}>
            {visible.map((item) => (
              <li key={item.title} className={`${theme.card} ${theme.radius} p-3`}>
                <p className="font-medium">{item.title}</p>
                <p className={`text-sm ${theme.muted}`}>{item.meta}</p>
                <span className={`${theme.accent} ${theme.radius} mt-2 inline-block px-3 py-1 text-xs font-semibold`}>{sample.cta}</span>
              </li>
            ))}
            {visible.length === 0 ? <li className={`text-sm ${theme.muted}`}>No results for “{query}”.</li> : null}
          </ul>
        </div>
        {others.length > 0 ? (
          <div className={`grid gap-3 ${compact ? '' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
            {others.map((feature) => (
              <FeatureWidget key={feature} feature={feature} theme={theme} name={name} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function BrowserFrame({ config, title = 'Web' }: { config: AppConfig; title?: string }) {
  const address = `https://${slugify(appName(config))}.fairstack.app`;
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-300 bg-white shadow-lg">
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-3 py-2" aria-hidden="true">
        <span className="h-3 w-3 rounded-full bg-red-400" />
        <span className="h-3 w-3 rounded-full bg-amber-400" />
        <span className="h-3 w-3 rounded-full bg-green-400" />
        <span className="ml-2 flex-1 truncate rounded bg-white px-2 py-0.5 text-xs text-slate-600">{address}</span>
      </div>
      <SampleApp config={config} compact={false} />
      <figcaption className="sr-only">{title} version</figcaption>
    </figure>
  );
}

function PhoneFrame({ config }: { config: AppConfig }) {
  return (
    <figure className="mx-auto w-full max-w-[22rem] overflow-hidden rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-xl">
      <div className="mx-auto mb-1 h-4 w-24 rounded-b-xl bg-slate-900" aria-hidden="true" />
      <div className="h-[36rem] overflow-y-auto rounded-[1.75rem] bg-white" tabIndex={0} role="region" aria-label="Mobile screen">
        <SampleApp config={config} compact />
      </div>
      <figcaption className="sr-only">Mobile version</figcaption>
    </figure>
  );
}

function DesktopFrame({ config }: { config: AppConfig }) {
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-400 bg-white shadow-lg">
      <div className="flex items-center justify-between bg-slate-800 px-3 py-1.5 text-xs text-slate-100">
        <span>{appName(config)}</span>
        <span className="flex items-center gap-2">
          <Icon name="minus" className="h-3 w-3" />
          <Icon name="square" className="h-3 w-3" />
          <Icon name="x" className="h-3 w-3" />
        </span>
      </div>
      <SampleApp config={config} compact={false} />
      <figcaption className="sr-only">Desktop version</figcaption>
    </figure>
  );
}

export function AppPreview({ config }: { config: AppConfig }) {
  if (config.platform === 'mobile') return <PhoneFrame config={config} />;
  if (config.platform === 'desktop') return <DesktopFrame config={config} />;
  if (config.platform === 'cross') {
    return (
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <BrowserFrame config={config} />
        <PhoneFrame config={config} />
      </div>
    );
  }
  return <BrowserFrame config={config} />;
}
