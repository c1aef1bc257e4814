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
import { hydrateLater } from './lib/hydrate-later';
import { ToastProvider } from './components/toaster';
import { providerId } from '~core/lib/generation/providers/index.server';
import { GENERATION_WAIT, paceOf } from './lib/generation/wait';
import { isGuardedPath } from './lib/guarded-routes';
import { analyticsConfig } from './lib/analytics';
import { toSessionUser } from '~core/lib/session-user';
import { isUnauthorizedData } from './lib/unauthorized';
import stylesheet from './tailwind.css?url';
import { getOptionalUser, unauthorized } from './utils/auth.server';
import { useNonce } from './utils/nonce';

// The frame of every page hydrates from its own chunks after the page's scripts start (docs/decisions/164). The
// navigation bar too: its menus are native <details> disclosures that answer a tap before they hydrate
// (docs/decisions/168).
const NavBar = hydrateLater('nav-bar', () => import('./components/nav-bar').then((m) => m.NavBar));
const Footer = hydrateLater('footer', () => import('./components/footer').then((m) => m.Footer));
const GlobalOverlays = hydrateLater('global-overlays', () => import('./components/global-overlays').then((m) => m.GlobalOverlays));
// Error pages are rare: their code (the sign-in redirect included) is fetched only when one is shown.
const ErrorPage = hydrateLater('error-page', () => import('./components/error-page').then((m) => m.ErrorPage), { atStart: false });

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

/**
 * With a hash in the address, scroll smoothly to that element after 100 ms (at once for a visitor who asks for
 * reduced motion). Only here: a page-wide `scroll-behavior: smooth` also animated the router's jump to the top of
 * each new page, which then opened where the last one was left and slid up.
 */
export const HASH_SCROLL_DELAY_MS = 100;
function HashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior });
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
  // A thrown Response carries its status and data; anything else is a crash (500).
  return isRouteErrorResponse(error) ? <ErrorPage status={error.status} data={error.data} /> : <ErrorPage status={500} data={null} />;
}
