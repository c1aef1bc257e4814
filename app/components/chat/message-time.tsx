import { useHydrated } from '~/lib/use-hydrated';

const FORMAT = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The message's time in the reader's own time zone. The server does not know that zone, so the text is
 * filled in after hydration (the machine-readable dateTime is there from the start).
 */
export function MessageTime({ timestamp }: { timestamp: number }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={new Date(timestamp).toISOString()} className="text-xs text-slate-600">
      {hydrated ? FORMAT.format(timestamp) : ''}
    </time>
  );
}
