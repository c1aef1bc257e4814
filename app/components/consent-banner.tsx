import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { loadAnalytics, type AnalyticsConfig } from '~/lib/analytics';
import { CONSENT_KEY, storedConsent, writeStorage, type ConsentChoice } from '~/lib/browser-storage';

/**
 * Shown while no choice is stored; Accept or Decline stores 'accepted' / 'declined' in
 * localStorage['analytics-consent'] and hides it. Analytics load only after (or with a stored) acceptance.
 * Rendered after hydration only: the server cannot know what this browser stored.
 */
export function ConsentBanner({ analytics }: { analytics: AnalyticsConfig | null }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const choice = storedConsent();
    if (choice === 'accepted') loadAnalytics(analytics);
    setOpen(choice === null);
  }, [analytics]);

  function choose(choice: ConsentChoice) {
    writeStorage(() => window.localStorage, CONSENT_KEY, choice);
    setOpen(false);
    if (choice === 'accepted') loadAnalytics(analytics);
  }

  if (!open) return null;
  return (
    <section
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="pointer-events-auto w-full rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:max-w-xl"
    >
      <h2 id="consent-title" className="text-sm font-semibold text-slate-900">
        Analytics cookies
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        We would like to count visits with privacy-friendly analytics. Nothing is loaded unless you accept. Read our{' '}
        <Link to="/privacy" className="font-medium text-brand-700 underline">
          privacy policy
        </Link>
        .
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" className="btn-primary" onClick={() => choose('accepted')}>
          Accept
        </button>
        <button type="button" className="btn-secondary" onClick={() => choose('declined')}>
          Decline
        </button>
      </div>
    </section>
  );
}
