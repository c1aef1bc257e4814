import { lazy } from 'react';
import type { DemoStep } from '~/content/demo';
import { LazyDialogTrigger } from './lazy-dialog-trigger';

const loadDialog = () => import('./watch-demo-dialog');
const WatchDemoDialog = lazy(loadDialog);

/**
 * 'Watch Demo' opens a dialog that plays the flow step by step. Without JavaScript the trigger is a link
 * to the "How it works" section, which shows the same steps.
 */
export function WatchDemo({ className, steps }: { className: string; steps: readonly DemoStep[] }) {
  return (
    <LazyDialogTrigger href="#how-it-works" className={className} preload={loadDialog} dialog={(props) => <WatchDemoDialog {...props} steps={steps} />}>
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
        <path d="M7 5l8 5-8 5V5z" fill="currentColor" />
      </svg>
      Watch Demo
    </LazyDialogTrigger>
  );
}
