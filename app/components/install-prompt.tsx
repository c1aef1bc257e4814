import { useEffect, useRef, useState } from 'react';
import { INSTALL_PROMPT_DELAY_MS, PWA_DISMISSED_KEY, readStorage, writeStorage } from '~/lib/browser-storage';
import { Logo } from './logo';

/** The event Chromium fires when the app can be installed (not in the DOM typings). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

const dismissedThisSession = () => readStorage(() => window.sessionStorage, PWA_DISMISSED_KEY) === 'true';

/**
 * The browser's install prompt is captured, and our own prompt is shown 5 s later unless
 * the app already runs standalone; it hides when dismissed (remembered for the browser session in
 * sessionStorage['pwa-prompt-dismissed']) or once the user answered the browser's dialog.
 */
export function InstallPrompt() {
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      deferred.current = event as BeforeInstallPromptEvent;
      if (isStandalone() || dismissedThisSession()) return;
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), INSTALL_PROMPT_DELAY_MS);
    };
    const onInstalled = () => {
      deferred.current = null;
      setVisible(false);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  async function install() {
    const event = deferred.current;
    setVisible(false);
    if (!event) return;
    deferred.current = null;
    try {
      await event.prompt();
      await event.userChoice;
    } catch (error) {
      console.error('Install prompt failed', error);
    }
  }

  function dismiss() {
    writeStorage(() => window.sessionStorage, PWA_DISMISSED_KEY, 'true');
    setVisible(false);
  }

  if (!visible) return null;
  return (
    <section
      aria-labelledby="install-title"
      data-testid="install-prompt"
      className="pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:max-w-xl"
    >
      <Logo className="h-10 w-10 shrink-0" />
      <div className="flex-1">
        <h2 id="install-title" className="text-sm font-semibold text-slate-900">
          Install Fairstack
        </h2>
        <p className="mt-1 text-sm text-slate-700">Add Fairstack to your home screen for quick access, even offline.</p>
        <div className="mt-3 flex gap-2">
          <button type="button" className="btn-primary" onClick={install}>
            Install
          </button>
          <button type="button" className="btn-ghost" onClick={dismiss}>
            Not now
          </button>
        </div>
      </div>
    </section>
  );
}
