import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { ErrorPage } from '~/components/error-page';

/**
 * What a page of one project shows when it cannot show the project: a missing, deleted or foreign project is
 * "Project not found" with the way back to the dashboard (never the router's "Page Not Found"); a signed-out visit
 * or a refused write gets the root's own page ("Sign in required", "Too many requests"). Rendered here, not
 * rethrown: a rethrow during server rendering is logged as a render error (docs/decisions/158, 271).
 */
export function ProjectErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status !== 404 && error.status < 500) return <ErrorPage status={error.status} data={error.data} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? 'Project not found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-slate-700">
        {notFound ? 'It may have been deleted, or it belongs to another account, or the link is wrong.' : 'Please try again in a moment.'}
      </p>
      <Link to="/dashboard" className="btn-primary mt-8">
        Back to dashboard
      </Link>
    </section>
  );
}
