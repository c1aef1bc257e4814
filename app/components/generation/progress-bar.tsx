/** A determinate progress bar (0-100) with its step written out for everyone, not only screen readers. */
export function ProgressBar({ percent, message }: { percent: number; message: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% – ${message}`}
        data-testid="generation-progress"
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500 ease-out" style={{ width: `${value}%` }} />
      </div>
      <p className="mt-2 flex justify-between text-sm text-slate-700">
        <span data-testid="generation-step">{message}</span>
        <span aria-hidden="true">{value}%</span>
      </p>
    </div>
  );
}
