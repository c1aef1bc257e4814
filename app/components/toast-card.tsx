import { useRef, useState, type PointerEvent } from 'react';
import type { ShownToast } from './toast-types';

/** A toast dragged this far to the right is dismissed (spec section 9); a shorter drag snaps back. */
export const SWIPE_DISMISS_PX = 50;

/** One toast, shown by ToastProvider. */
export function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const destructive = toast.variant === 'destructive';
  const start = useRef<{ x: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // Not from the dismiss button, and only the primary button of a mouse.
    if ((event.target as HTMLElement).closest('button') || (event.pointerType === 'mouse' && event.button !== 0)) return;
    start.current = { x: event.clientX, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (start.current?.id !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - start.current.x));
  }
  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (start.current?.id !== event.pointerId) return;
    const moved = event.type === 'pointerup' ? event.clientX - start.current.x : 0;
    start.current = null;
    setOffset(0);
    if (moved >= SWIPE_DISMISS_PX) onDismiss();
  }

  return (
    <div
      data-testid="toast"
      data-variant={toast.variant ?? 'default'}
      data-swipe={offset > 0 ? 'move' : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={offset > 0 ? { transform: `translateX(${offset}px)` } : undefined}
      className={`pointer-events-auto touch-pan-y rounded-lg border p-4 shadow-lg ${
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
