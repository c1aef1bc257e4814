import { useEffect, useRef } from 'react';
import type { Notice } from '~core/lib/admin-notices';
import { useToast } from '../toaster';
import { useHydrated } from '~/lib/use-hydrated';

/** Shows `notice` as a toast each time a new action result (a new object) arrives. */
export function useNoticeToast(result: { notice?: Notice } | undefined | null) {
  const toast = useToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!result?.notice || shown.current === result) return;
    shown.current = result;
    toast(result.notice);
  }, [result, toast]);
}

/**
 * Without JavaScript there are no toasts: the server-rendered page carries the same notice inline.
 * Once hydrated, toasts take over and this renders nothing.
 */
export function InlineNotice({ notice }: { notice?: Notice | null }) {
  const hydrated = useHydrated();
  if (!notice || hydrated) return null;
  const destructive = notice.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      className={`mb-4 rounded-md border p-3 text-sm ${
        destructive ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-900'
      }`}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1">{notice.description}</p> : null}
    </div>
  );
}

/** Both at once: the toast with JavaScript, the inline notice without. */
