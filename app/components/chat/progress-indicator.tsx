/**
 * Spec sections 4 and 5: a progress indicator that is indeterminate (value null), loading or complete;
 * max is a positive number (default 100) and value is clamped to 0..max.
 */
export function ProgressIndicator({
  value,
  max = 100,
  label,
  valueText,
  className = '',
}: {
  value: number | null;
  max?: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const safeMax = max > 0 ? max : 100;
  const clamped = value === null ? null : Math.min(safeMax, Math.max(0, value));
  const state = clamped === null ? 'indeterminate' : clamped >= safeMax ? 'complete' : 'loading';
  const percent = clamped === null ? 0 : (clamped / safeMax) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped ?? undefined}
      aria-valuetext={valueText}
      data-state={state}
      className={`relative h-2 w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-500 ${
          state === 'complete' ? 'bg-green-600' : 'bg-brand-600'
        } ${state === 'indeterminate' ? 'w-1/3 motion-safe:animate-pulse' : ''}`}
        style={state === 'indeterminate' ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
