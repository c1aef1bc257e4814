import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';

/** Where a signed-in user's own settings live; the one list the account menu and the mobile menu show. */
export const ACCOUNT_LINKS = [
  { href: '/dashboard/developer', label: 'Developer settings' },
  { href: '/api-reference', label: 'API reference' },
] as const;

/**
 * The account menu behind the user's name. A native `<details>` disclosure, so it opens without JavaScript
 * (docs/decisions/172); with JavaScript it also closes on navigation, Escape and a click elsewhere.
 */
export function AccountMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    function close(event: Event) {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    }
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return (
    <details ref={ref} className="group relative" data-testid="account-menu">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-1 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        {children}
        <span className="sr-only">: account menu</span>
        <svg viewBox="0 0 20 20" className="h-4 w-4 text-slate-600 group-open:rotate-180" aria-hidden="true">
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <ul className="absolute right-0 z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {ACCOUNT_LINKS.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
