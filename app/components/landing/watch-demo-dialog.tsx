import { Dialog } from '@headlessui/react';
import { useEffect, useState } from 'react';
import type { DemoStep } from '~/content/demo';

const STEP_MS = 4000;

/** The 'Watch Demo' dialog: plays the flow step by step, auto-advancing and pausable. */
export default function WatchDemoDialog({ open, onClose, steps }: { open: boolean; onClose: () => void; steps: readonly DemoStep[] }) {
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (open) {
      setStep(0);
      setPlaying(true);
    }
  }, [open]);

  useEffect(() => {
    if (!open || !playing) return;
    const timer = setTimeout(() => setStep((s) => (s + 1) % steps.length), STEP_MS);
    return () => clearTimeout(timer);
  }, [open, playing, step]);

  const current = steps[step];
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <Dialog.Panel className="w-full max-w-2xl rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">See Fairstack in action</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">
                From a description to a live website in four steps.
              </Dialog.Description>
            </div>
            <button type="button" className="btn-ghost px-2" onClick={onClose} aria-label="Close demo">
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>

          <div
            className="mt-6 rounded-xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white"
            aria-live="polite"
          >
            <p className="text-sm font-semibold text-brand-100">
              Step {step + 1} of {steps.length}
            </p>
            <h3 className="mt-1 text-2xl font-bold">{current.title}</h3>
            <p className="mt-2 text-brand-50">{current.text}</p>
            <ul className="mt-4 space-y-2 rounded-lg bg-white/10 p-4 font-mono text-sm">
              {current.visual.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>

          <div className="mt-4 flex items-center justify-between gap-2">
            <div className="flex gap-1" aria-hidden="true">
              {steps.map((s, i) => (
                <span
                  key={s.title}
                  className={`h-2 w-8 rounded-full ${i === step ? 'bg-brand-600' : 'bg-slate-200'}`}
                />
              ))}
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setStep((s) => (s + steps.length - 1) % steps.length)}
              >
                Previous
              </button>
              <button type="button" className="btn-secondary" onClick={() => setPlaying((p) => !p)}>
                {playing ? 'Pause' : 'Play'}
              </button>
              <button type="button" className="btn-primary" onClick={() => setStep((s) => (s + 1) % steps.length)}>
                Next
              </button>
            </div>
          </div>
        </Dialog.Panel>
      </div>
    </Dialog>
  );
}
