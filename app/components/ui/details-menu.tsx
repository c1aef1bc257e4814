import { useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A small drop-down menu built on a native `<details>` disclosure, so it opens without JavaScript
 * (docs/decisions/172). With JavaScript it also closes on navigation, on Escape (focus back on the button)
 * and on a click elsewhere. `summary` is the button's content; its accessible name must say what the menu is.
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
