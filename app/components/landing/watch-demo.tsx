import { lazy, Suspense, useRef, useState } from 'react';

export { DEMO_STEPS } from '~/content/demo';

// Loaded on first use: the dialog (and Headless UI's Dialog) stays out of the landing's initial JavaScript.
const loadDialog = () => import('./watch-demo-dialog');
const WatchDemoDialog = lazy(loadDialog);

/**
 * 'Watch Demo' opens a dialog that plays the flow step by step. Without JavaScript the trigger is a link
 * to the "How it works" section, which shows the same steps.
 */
export function WatchDemo({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  function close() {
    setOpen(false);
    // Back to the trigger: the lazily mounted dialog cannot rely on Headless UI's own focus restore.
    requestAnimationFrame(() => trigger.current?.focus());
  }
  return (
    <>
      <a
        ref={trigger}
        href="#how-it-works"
        className={className}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path d="M7 5l8 5-8 5V5z" fill="currentColor" />
        </svg>
        Watch Demo
      </a>
      {used ? (
        <Suspense fallback={null}>
          <WatchDemoDialog open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
