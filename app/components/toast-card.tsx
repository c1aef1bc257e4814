import type { ShownToast } from './toast-types';

/** One toast, shown by ToastProvider. */
export function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
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
          onClick={onDismiss}
          className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100"
          aria-label="Dismiss notification"
        >
          ×
        </button>
      </div>
    </div>
  );
}
