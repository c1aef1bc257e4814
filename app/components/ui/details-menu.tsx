import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * The behaviour of a `<details>` disclosure used as a menu (docs/decisions/172, 168): it opens and closes without
 * JavaScript, and before hydration too; hydrated, it also closes on navigation, on a click on one of its links,
 * on Escape (focus back on its summary) and on a click elsewhere.
 */
export function useClosingDetails(ref: RefObject<HTMLDetailsElement | null>) {
  const location = useLocation();
  const shownAt = useRef(location.key + location.hash);

  // Closes after a navigation, not when the effect first runs: a menu opened before its part hydrated stays open.
  useEffect(() => {
    const at = location.key + location.hash;
    if (shownAt.current === at) return;
    shownAt.current = at;
    if (ref.current) ref.current.open = false;
  }, [ref, location.key, location.hash]);

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
      const target = event.target as Element;
      if (!details.contains(target)) details.open = false;
      else if (target.closest('a')) details.open = false;
    }
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [ref]);
}

/**
 * A small drop-down menu built on a native `<details>` disclosure (see useClosingDetails). `summary` is the
 * button's content; its accessible name must say what the menu is.
 */
export function DetailsMenu({
  summary,
  children,
  align = 'right',
  testId,
  summaryClassName = 'btn-secondary',
}: {
  summary: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
  testId?: string;
  summaryClassName?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useClosingDetails(ref);

  return (
    <details ref={ref} className="group relative" data-testid={testId}>
      <summary className={`${summaryClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        {summary}
        <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 group-open:rotate-180" aria-hidden="true">
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <ul
        className={`absolute z-30 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg ${
          align === 'right' ? 'right-0' : 'left-0'
        }`}
      >
        {children}
      </ul>
    </details>
  );
}

/** One entry of a DetailsMenu. */
export const menuItemClass = 'block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50';

/** The entries of a DetailsMenu that are plain links. */
export function MenuLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  return links.map((l) => (
    <li key={l.href}>
      <Link to={l.href} className={menuItemClass}>
        {l.label}
      </Link>
    </li>
  ));
}

/**
 * The phone menu of a navigation bar: a `<details>` whose summary is the menu button (three bars, a cross when
 * open) and whose panel spans the bar's width below it. Hidden from `lg` up, where the links sit in the bar.
 */
export function PhoneMenu({ children, testId }: { children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useClosingDetails(ref);
  return (
    <details ref={ref} className="group lg:hidden">
      <summary className="btn-ghost cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <span className="sr-only">Toggle menu</span>
        <svg viewBox="0 0 24 24" className="h-6 w-6 group-open:hidden" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <svg viewBox="0 0 24 24" className="hidden h-6 w-6 group-open:block" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-t border-slate-200 bg-white px-4 pb-4 pt-2" data-testid={testId}>
        {children}
      </div>
    </details>
  );
}
