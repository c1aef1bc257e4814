import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useToast } from '~/components/toaster';
import { apiRequest } from '~/lib/api-client';
import { useFocusWhenBecomes } from '~/lib/use-focus-when-lost';
import { useGenerationWait } from '~/root';
import { progressFor } from '~core/lib/generation/steps';
import { canGenerate, statusMessage } from '~core/lib/projects';
import { ProgressBar } from './progress-bar';
import { useGenerationStatus, type GenerationSnapshot } from './use-generation-status';

export type { GenerationSnapshot } from './use-generation-status';

/**
 * The dashboard's and the checkout's wording of the generation toasts. The checkout's
 * promise of a duration is the configured provider's (docs/decisions/175).
 */
const TOASTS = {
  dashboard: { started: () => 'AI is creating your website now', failedTitle: 'Generation Failed' },
  checkout: { started: (wait: { toast: string }) => wait.toast, failedTitle: 'Failed to start generation' },
} as const;

type Props = {
  project: GenerationSnapshot;
  /** Which wording of the toasts to use. */
  variant?: 'dashboard' | 'checkout';
  /** Where the no-JavaScript form returns after starting a generation (defaults to the current page). */
  returnTo?: string;
  /** Called whenever the status changes, e.g. to refresh dashboard counts. */
  onStatusChange?: (snapshot: GenerationSnapshot) => void;
  /**
   * false: only the live parts (buttons, progress bar, failure reason), for pages that already show the
   * state's message and 'View Your Website' themselves (the projects' ProjectStatusSummary).
   */
  showSummary?: boolean;
  className?: string;
};

/**
 * The status block for one project: the message for each state, the 'Generate Website
 * with AI' / 'Try Again' buttons (a real form posting to /projects/:id/generate without JavaScript, the
 * API with it), a live progress bar while generating, and 'View Your Website' when done.
 */
export function GenerationStatus({ project, variant = 'dashboard', returnTo, onStatusChange, showSummary = true, className }: Props) {
  const { snapshot, setSnapshot } = useGenerationStatus(project);
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();
  const words = TOASTS[variant];
  const wait = useGenerationWait();

  // What replaces a pressed button takes the focus it lost: the progress once a run starts, and the start button
  // once one may start (after paying, or when a run failed).
  const container = useRef<HTMLDivElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  useFocusWhenBecomes(container, snapshot.status === 'generating');
  useFocusWhenBecomes(startButton, canGenerate(snapshot));

  const onChange = useRef(onStatusChange);
  onChange.current = onStatusChange;
  useEffect(() => {
    onChange.current?.(snapshot);
  }, [snapshot]);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      // apiRequest words a failure without our envelope as the spec's generic 'status: response text'.
      const result = await apiRequest<{ progress?: GenerationSnapshot['progress'] }>('POST', `/api/projects/${snapshot.id}/generate`);
      if (result.ok) {
        setSnapshot((s) => ({ ...s, status: 'generating', failureReason: null, progress: result.data?.progress ?? progressFor('queued') }));
        toast({ title: 'Generation Started', description: words.started(wait) });
      } else {
        toast({ title: words.failedTitle, description: result.message, variant: 'destructive' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const startForm = (label: string) => (
    <form method="post" action={`/projects/${snapshot.id}/generate`} onSubmit={start} className="mt-4">
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <button ref={startButton} type="submit" className="btn-primary" disabled={submitting} aria-disabled={submitting}>
        {submitting ? 'Starting...' : label}
      </button>
    </form>
  );

  const summary = (tone: string) => (showSummary ? <p className={`font-semibold ${tone}`}>{statusMessage(snapshot)}</p> : null);
  const retry = canGenerate(snapshot) ? startForm(snapshot.status === 'failed' ? 'Try Again' : 'Generate Website with AI') : null;
  let body;
  if (snapshot.status === 'generating') {
    const progress = snapshot.progress ?? progressFor('queued');
    body = (
      <>
        {summary('text-slate-900')}
        <div className={showSummary ? 'mt-3' : undefined}>
          <ProgressBar value={progress.percent} message={progress.message} />
        </div>
        {showSummary ? <p className="mt-2 text-sm text-slate-600" data-testid="generation-wait">{wait.hint}</p> : null}
        <noscript>
          <meta httpEquiv="refresh" content="5" />
        </noscript>
      </>
    );
  } else if (snapshot.status === 'completed') {
    body = !showSummary ? null : (
      <>
        {summary('text-green-800')}
        {snapshot.generatedUrl ? (
          <a href={snapshot.generatedUrl} target="_blank" rel="noopener noreferrer" className="btn-primary mt-4">
            View Your Website
          </a>
        ) : null}
      </>
    );
  } else if (snapshot.status === 'failed') {
    body = (
      <>
        {summary('text-red-800')}
        {snapshot.failureReason ? <p className="mt-1 text-sm text-slate-700">{snapshot.failureReason}</p> : null}
        {retry}
      </>
    );
  } else if (retry) {
    body = (
      <>
        {summary('text-slate-900')}
        {retry}
      </>
    );
  } else {
    body = summary('text-slate-700');
  }

  if (body === null) return null;
  return (
    <div
      ref={container}
      aria-live="polite"
      aria-busy={snapshot.status === 'generating'}
      data-testid="generation-status"
      data-status={snapshot.status}
      className={className}
    >
      {body}
    </div>
  );
}
