/** The named steps of a generation run, shared by the Durable Object that runs them and the progress bar. */
export const GENERATION_STEPS = [
  { step: 'queued', percent: 2, message: 'Getting ready' },
  { step: 'outline', percent: 10, message: 'Planning the pages and sections' },
  { step: 'copy', percent: 30, message: 'Writing the copy' },
  { step: 'layout', percent: 55, message: 'Laying out the pages' },
  { step: 'assets', percent: 75, message: 'Drawing the artwork and icons' },
  { step: 'publish', percent: 90, message: 'Publishing your website' },
] as const;

export type GenerationStep = (typeof GENERATION_STEPS)[number]['step'];
export type Progress = { step: string; percent: number; message: string };

export function progressFor(step: string | null | undefined, percent?: number | null): Progress {
  const known = GENERATION_STEPS.find((s) => s.step === step) ?? GENERATION_STEPS[0];
  return { step: known.step, percent: percent ?? known.percent, message: known.message };
}

/** Generation starts per user are capped; the window is rolling. */
export const GENERATION_RATE_LIMIT = 10;
export const GENERATION_RATE_WINDOW_MS = 60 * 60 * 1000;
/** A run with no progress for this long is failed by the watchdog alarm. */
export const GENERATION_WATCHDOG_MS = 2 * 60 * 1000;
/** The status is polled every 5 seconds when the live channel is unavailable. */
export const STATUS_POLL_MS = 5000;
