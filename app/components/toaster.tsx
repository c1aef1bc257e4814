import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Spec section 9: one toast visible at a time, 5 s by default, F8 focuses the notification region. */
export const TOAST_DURATION_MS = 5000;

export type Toast = { title: string; description?: string; variant?: 'default' | 'destructive'; durationMs?: number };
type ShownToast = Toast & { id: number };

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
  const destructive = toast?.variant === 'destructive';
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-full max-w-sm flex-col gap-2 outline-none"
      >
        <div role="status" aria-live="polite" aria-atomic="true">
          {toast ? (
            <div
              key={toast.id}
              data-testid="toast"
              data-variant={toast.variant ?? 'default'}
              className={`pointer-events-auto rounded-lg border p-4 shadow-lg ${
                destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
              }`}
            >
              <div className="flex items-start justify-between gap-4">
                <div>
                  <p className="text-sm font-semibold">{toast.title}</p>
                  {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
                </div>
                <button
                  type="button"
                  onClick={() => setToast(null)}
                  className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100"
                  aria-label="Dismiss notification"
                >
                  ×
                </button>
              </div>
            </div>
          ) : null}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
