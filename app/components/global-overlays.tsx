import { useEffect } from 'react';
import type { AnalyticsConfig } from '~/lib/analytics';
import { ConsentBanner } from './consent-banner';
import { InstallPrompt } from './install-prompt';

/** The service worker is registered from /sw.js on page load; a failure is only logged. */
function useServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register('/sw.js')
        .catch((error) => console.error('Service worker registration failed', error));
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
}

/** The overlays of every page, stacked in the bottom-left corner. */
export function GlobalOverlays({ analytics }: { analytics: AnalyticsConfig | null }) {
  useServiceWorker();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-start gap-2 p-4">
      <InstallPrompt />
      <ConsentBanner analytics={analytics} />
    </div>
  );
}
