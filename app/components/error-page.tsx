import { isUnauthorizedData } from '~/lib/unauthorized';
import { isRateLimitedData } from '~core/lib/write-limits';
import { Unauthorized } from './unauthorized';

/** What the root ErrorBoundary shows for an error response's `status` and `data` (500 and null for a crash). */
export function ErrorPage({ status, data }: { status: number; data: unknown }) {
  if (status === 404) return <NotFound />;
  if (isUnauthorizedData(data)) return <Unauthorized loginUrl={data.loginUrl} />;
  if (isRateLimitedData(data)) return <RateLimited message={data.message} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{status === 500 ? 'Something went wrong' : `Error ${status}`}</h1>
      <p className="mt-4 text-slate-700">
        {typeof data === 'string' ? data : 'Please try again in a moment.'}
      </p>
    </section>
  );
}

/** A write refused by its limit (core/lib/write-limits.ts): what happened, and a way back to the form. */
function RateLimited({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
      <p className="text-sm font-semibold text-brand-600">Slow down</p>
      <h1 className="mt-2 text-3xl font-bold">Too many requests</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <a href="/" className="btn-primary mt-8">
        Back to Home
      </a>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-slate-700">Did you forget to add the page to the router?</p>
      <a href="/" className="btn-primary mt-8">
        Back to Home
      </a>
    </section>
  );
}
