import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { hydrateLater } from '~/lib/hydrate-later';
import type { ShownToast, Toast } from './toast-types';

/** One toast visible at a time, 5 s by default, F8 focuses the notification region. */
export const TOAST_DURATION_MS = 5000;


// The card itself is only needed once a toast is shown: its own chunk (docs/decisions/164).
const ToastCard = hydrateLater('toast-card', () => import('./toast-card').then((m) => m.ToastCard));

const ToastContext = createContext<(toast: Toast) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const counter = useRef(0);
  const regionRef = useRef<HTMLElement>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, id: ++counter.current }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const value = useMemo(() => show, [show]);
  const dismiss = useCallback(() => setToast(null), []);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        // On a phone both sides keep their margin; from `sm` up the full width is capped by max-w-sm at the right.
        className="pointer-events-none fixed bottom-4 left-4 right-4 z-50 flex max-w-sm flex-col gap-2 outline-none sm:left-auto sm:w-full"
      >
        <div role="status" aria-live="polite" aria-atomic="true">
          {toast ? <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} /> : null}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
