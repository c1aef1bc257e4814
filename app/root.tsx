import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { NavBar } from './components/nav-bar';
import { hydrateLater } from './lib/hydrate-later';
import { ToastProvider } from './components/toaster';
import { providerId } from '~core/lib/generation/providers/index.server';
import { GENERATION_WAIT, paceOf } from './lib/generation/wait';
import { isGuardedPath } from './lib/guarded-routes';
import { analyticsConfig } from './lib/analytics';
import { toSessionUser } from '~core/lib/session-user';
import { isUnauthorizedData } from './lib/unauthorized';
import { isRateLimitedData } from '~core/lib/write-limits';
import stylesheet from './tailwind.css?url';
import { getOptionalUser, unauthorized } from './utils/auth.server';
import { useNonce } from './utils/nonce';

// The frame of every page, except the navigation bar (its menu must answer the first click), hydrates from its own
// chunks after the page's scripts start (docs/decisions/164).
const Footer = hydrateLater(() => import('./components/footer').then((m) => m.Footer));
const GlobalOverlays = hydrateLater(() => import('./components/global-overlays').then((m) => m.GlobalOverlays));
const Unauthorized = hydrateLater(() => import('./components/unauthorized').then((m) => m.Unauthorized), { atStart: false });

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: 'Fairstack' }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && isUnauthorizedData(error.data)) return [{ title: 'Sign in required | Fairstack' }];
  return [{ title: notFound ? 'Page Not Found | Fairstack' : 'Something went wrong | Fairstack' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  // Sign-in-only pages are refused here too, whatever their own loaders do (they still call requireUser).
  if (!user && isGuardedPath(new URL(request.url).pathname)) throw unauthorized(request);
  return {
    user: user ? toSessionUser(user) : null,
    analytics: analyticsConfig(context.env),
    generationPace: paceOf(providerId(context.env)),
  };
}

/** Client-side navigations into a sign-in-only page re-run the root guard above. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || isGuardedPath(nextUrl.pathname);

export function useOptionalUser() {
  return useRouteLoaderData<typeof loader>('root')?.user ?? null;
}

/** The wait the configured generation provider really needs, in the UI's words. */
export function useGenerationWait() {
  return GENERATION_WAIT[useRouteLoaderData<typeof loader>('root')?.generationPace ?? 'minute'];
}

/** With a hash in the address, scroll smoothly to that element after 100 ms. */
export const HASH_SCROLL_DELAY_MS = 100;
function HashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);
  return null;
}

/**
 * A route that brings its own navigation (the smart-building landing) exports
 * `handle = { hideMainNav: true }`, or a function of its loader data.
 */
export type RouteHandle = { hideMainNav?: boolean | ((data: unknown) => boolean) };

function useHideMainNav(): boolean {
  return useMatches().some((m) => {
    const hide = (m.handle as RouteHandle | undefined)?.hideMainNav;
    return typeof hide === 'function' ? hide(m.data) : hide === true;
  });
}

export function Layout({ children }: { children: ReactNode }) {
  const user = useOptionalUser();
  const hideMainNav = useHideMainNav();
  const analytics = useRouteLoaderData<typeof loader>('root')?.analytics ?? null;
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        <ToastProvider>
          {hideMainNav ? null : <NavBar user={user} />}
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer />
          <GlobalOverlays analytics={analytics} />
        </ToastProvider>
        <HashScroll />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && isUnauthorizedData(error.data)) return <Unauthorized loginUrl={error.data.loginUrl} />;
  if (isRouteErrorResponse(error) && isRateLimitedData(error.data)) return <RateLimited message={error.data.message} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{status === 500 ? 'Something went wrong' : `Error ${status}`}</h1>
      <p className="mt-4 text-slate-700">
        {isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : 'Please try again in a moment.'}
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
