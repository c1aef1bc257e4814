import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useEffect, useMemo, useState } from 'react';
import { PageHeader } from '~/components/page-header';
import { EMAILS, mailto } from '~/content/contact';
import { FAQ, normalizeFaqQuery, searchFaq } from '~/content/faq';
import { priceWords, withPrices } from '~/content/prices';
import { shortLivedPageHeaders } from '~core/lib/http-cache';
import { getPriceSettings } from '~core/models/settings.server';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'Help Center',
    'Answers to common questions about pricing, generation, publishing, domains, privacy and the API.',
  );
export const headers = shortLivedPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    q: normalizeFaqQuery(new URL(request.url).searchParams.get('q')),
    prices: priceWords(await getPriceSettings(context.env)),
  };
}

export default function HelpCenter() {
  const { q, prices } = useLoaderData<typeof loader>();
  const faq = useMemo(() => withPrices(FAQ, prices), [prices]);
  // Filters as you type; the same search runs on the server when the form is submitted without JavaScript.
  const [query, setQuery] = useState(q);
  useEffect(() => setQuery(q), [q]);
  const results = searchFaq(query, faq);
  const trimmed = query.trim();

  return (
    <>
      <PageHeader eyebrow="Support" title="Help Center">
        Search the questions people ask most, or write to us.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Form
          method="get"
          action="/help-center"
          role="search"
          className="flex gap-2"
          onSubmit={(e) => e.currentTarget.querySelector('input')?.blur()}
        >
          <label htmlFor="faq-search" className="sr-only">
            Search the help center
          </label>
          <input
            id="faq-search"
            name="q"
            type="search"
            value={query}
            maxLength={100}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search, e.g. price, domain, publish"
            className="field-input mt-0 flex-1"
            aria-controls="faq-results"
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </Form>
        <p className="mt-3 text-sm text-slate-700" role="status" aria-live="polite" data-testid="faq-count">
          {trimmed ? `${results.length} of ${FAQ.length} answers match “${trimmed}”` : `${FAQ.length} answers`}
        </p>

        <section id="faq-results" aria-labelledby="faq-heading" className="mt-6">
          <h2 id="faq-heading" className="sr-only">
            Frequently asked questions
          </h2>
          {results.length === 0 ? (
            <div className="card text-center">
              <p className="font-semibold">No answers match “{trimmed}”.</p>
              <p className="mt-2 text-slate-700">
                Try other words, or{' '}
                <Link to="/contact" className="font-semibold text-brand-700 underline">
                  ask us directly
                </Link>
                .
              </p>
            </div>
          ) : (
            <ul className="space-y-3">
              {results.map((entry) => (
                <li key={entry.id} data-testid="faq-item">
                  <details className="card group p-0" open={trimmed.length > 0}>
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 p-5 font-semibold text-slate-900">
                      <span>{entry.question}</span>
                      <span className="text-xs font-medium uppercase tracking-wide text-slate-600">
                        {entry.category}
                      </span>
                    </summary>
                    <p className="px-5 pb-5 text-slate-700">{entry.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="contact-support" className="card mt-10 bg-slate-50">
          <h2 id="contact-support" className="text-lg font-semibold">
            Need a person?
          </h2>
          <p className="mt-2 text-slate-700">We answer within one business day.</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={mailto(EMAILS.support, { subject: 'Support request' })} className="btn-primary">
              Email Support
            </a>
            <Link to="/contact" className="btn-secondary">
              Contact form
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
