import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { PageHeader } from '~/components/page-header';
import { DOC_SECTIONS } from '~/content/documentation';
import { priceWords, withPrices } from '~/content/prices';
import { shortLivedPageHeaders } from '~core/lib/http-cache';
import { getPriceSettings } from '~core/models/settings.server';
import { pageMeta } from '~/lib/meta';
import { Icon } from '~/components/icons';

export const meta: MetaFunction = () =>
  pageMeta(
    'Documentation',
    'How to create, pay for, generate and publish a website with Fairstack, plus the smart-building tools and the API.',
  );
export const headers = shortLivedPageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  return { prices: priceWords(await getPriceSettings(context.env)) };
}

export default function Documentation() {
  const sections = withPrices(DOC_SECTIONS, useLoaderData<typeof loader>().prices);
  return (
    <>
      <PageHeader eyebrow="Resources" title="Documentation">
        Everything you need to go from a business description to a published website.
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-12">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
              <h2 id={`${s.id}-title`} className="text-2xl font-bold text-slate-900">
                {s.title}
              </h2>
              <p className="mt-3 text-slate-700">{s.intro}</p>
              {s.steps ? (
                <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
                  {s.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              ) : null}
              {s.points ? (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
                  {s.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ) : null}
              {s.link ? (
                <Link to={s.link.href} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                  {s.link.label}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </Link>
              ) : null}
            </section>
          ))}
          <section aria-labelledby="more-help" className="card bg-slate-50">
            <h2 id="more-help" className="text-lg font-semibold">
              Still stuck?
            </h2>
            <p className="mt-2 text-slate-700">
              Search the{' '}
              <Link to="/help-center" className="font-semibold text-brand-700 underline">
                Help Center
              </Link>{' '}
              or{' '}
              <Link to="/contact" className="font-semibold text-brand-700 underline">
                contact us
              </Link>
              .
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
