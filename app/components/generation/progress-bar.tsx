/** The progress indicator's states (spec section 4): no value yet, under way, done. */
export type ProgressState = 'indeterminate' | 'loading' | 'complete';

/**
 * The spec's progress rules (section 5): `max` a positive number (anything else reads as 100); `value` within
 * 0..max, or null when the progress is not known (anything else also reads as null).
 */
export function progressOf(value: number | null | undefined, max?: number): { value: number | null; max: number; state: ProgressState } {
  const top = typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : 100;
  const known = typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= top ? value : null;
  return { value: known, max: top, state: known === null ? 'indeterminate' : known === top ? 'complete' : 'loading' };
}

/** A progress bar with its step written out for everyone, not only screen readers. */
export function ProgressBar({ value, max, message }: { value: number | null; max?: number; message: string }) {
  const progress = progressOf(value, max);
  const percent = progress.value === null ? null : Math.round((progress.value / progress.max) * 100);
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Generation progress"
        aria-valuemin={0}
        aria-valuemax={progress.max}
        aria-valuenow={progress.value ?? undefined}
        aria-valuetext={percent === null ? message : `${percent}% – ${message}`}
        data-state={progress.state}
        data-value={progress.value ?? undefined}
        data-max={progress.max}
        data-testid="generation-progress"
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 ${percent === null ? 'w-1/3 animate-pulse' : 'transition-[width] duration-500 ease-out'}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 flex justify-between text-sm text-slate-700">
        <span data-testid="generation-step">{message}</span>
        {percent === null ? null : <span aria-hidden="true">{percent}%</span>}
      </p>
    </div>
  );
}
