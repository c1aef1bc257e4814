import type { MetaFunction } from '@remix-run/cloudflare';
import { Link, useSearchParams } from '@remix-run/react';
import { AppPreview } from '~/components/demo/app-preview';
import { APP_FEATURES, APP_PLATFORMS, APP_STYLES, appName, describeApp, parseAppConfig } from '~/lib/builders/app-config';
import { labelsOf, listLabels } from '~/lib/builders/choice-matching';

// The configuration travels in the address (no server call, nothing stored), so the page works in a new tab.
export const meta: MetaFunction = ({ location }) => {
  const { config, complete } = parseAppConfig(new URLSearchParams(location.search));
  const name = complete ? appName(config) : 'Sample app';
  return [
    { title: `${name} preview | Fairstack` },
    {
      name: 'description',
      content: `A live preview of ${complete ? `${name}: ${describeApp(config)}` : 'a sample app'}, built with the Fairstack App Builder.`,
    },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function DemoPreview() {
  const [params] = useSearchParams();
  const { config, complete } = parseAppConfig(params);
  const name = appName(config);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">App preview</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">{name}</h1>
          <p className="mt-2 text-slate-700">
            {describeApp(config)}. A live sample generated from your App Builder choices.
          </p>
        </div>
        <Link to="/app-builder" className="btn-secondary">
          Back to the App Builder
        </Link>
      </header>

      {complete ? null : (
        <p role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          This address has no complete app configuration, so you are looking at a sample app.{' '}
          <Link to="/app-builder" className="font-semibold underline">
            Build your own
          </Link>
          .
        </p>
      )}

      <dl className="mt-6 flex flex-wrap gap-2 text-sm">
        {[
          ['Type', config.typeLabel],
          ['Features', listLabels(labelsOf(APP_FEATURES, config.features))],
          ['Platform', labelsOf(APP_PLATFORMS, [config.platform])[0]],
          ['Style', labelsOf(APP_STYLES, [config.styling])[0]],
        ].map(([term, value]) => (
          <div key={term} className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1">
            <dt className="inline font-medium text-slate-600">{term}: </dt>
            <dd className="inline text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8">
        <AppPreview config={config} />
      </div>
    </div>
  );
}
