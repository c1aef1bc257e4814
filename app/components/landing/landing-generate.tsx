import { lazy } from 'react';
import type { PriceSettings } from '~core/lib/pricing';
import { LazyDialogTrigger } from './lazy-dialog-trigger';

// The form, zod and Headless UI's Dialog load on first use (docs/decisions/177).
const loadDialog = () => import('~/components/projects/generate-website-dialog');
const GenerateWebsiteDialog = lazy(() => loadDialog().then((m) => ({ default: m.GenerateWebsiteDialog })));

type Template = { id: number; name: string; category: string; basePrice: string };

/**
 * The closing call to action opens the 'Generate Your Website' dialog: signed out, submitting it opens the
 * sign-in dialog and creates nothing. Without JavaScript it is a link to /create, which asks the visitor to
 * sign in first.
 */
export function LandingGenerate({
  templates,
  priceSettings,
  className,
}: {
  templates: readonly Template[];
  priceSettings: PriceSettings;
  className: string;
}) {
  return (
    <LazyDialogTrigger
      href="/create"
      className={className}
      preload={loadDialog}
      dialog={(props) => <GenerateWebsiteDialog {...props} templates={templates} priceSettings={priceSettings} />}
    >
      Generate Your Website
    </LazyDialogTrigger>
  );
}
