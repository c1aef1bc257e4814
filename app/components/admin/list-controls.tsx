import { Form, Link } from '@remix-run/react';

/**
 * A GET search form: works without JavaScript, and the query lands in the address for sharing. Its action is the
 * page without its query: Remix's default action repeats the whole current query string into the page, any length
 * and any parameter (the browser replaces it on submit anyway; docs/decisions/262).
 */
export function SearchForm({ q, label, placeholder }: { q: string; label: string; placeholder: string }) {
  return (
    <Form method="get" action="." role="search" className="flex flex-wrap items-end gap-2">
      <div className="min-w-[16rem] flex-1">
        <label htmlFor="list-search" className="field-label">
          {label}
        </label>
        <input id="list-search" name="q" type="search" defaultValue={q} placeholder={placeholder} className="field-input" maxLength={100} />
      </div>
      <button type="submit" className="btn-secondary">
        Search
      </button>
      {q ? (
        <Link to="?" className="btn-ghost">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

function pageHref(q: string, page: number) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export function Pager({ q, page, pageCount, total, noun }: { q: string; page: number; pageCount: number; total: number; noun: string }) {
  return (
    <nav aria-label={`${noun} pages`} className="mt-4 flex items-center justify-between gap-4 text-sm text-slate-700">
      <p>
        Page {page} of {pageCount} · {total} {noun}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={pageHref(q, page - 1)} className="btn-secondary" rel="prev">
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={pageHref(q, page + 1)} className="btn-secondary" rel="next">
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
