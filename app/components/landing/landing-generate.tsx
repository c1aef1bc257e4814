import { lazy, Suspense, useRef, useState } from 'react';
import type { PriceSettings } from '~core/lib/pricing';

// Loaded on first use, like the demo dialog: the form, zod and Headless UI's Dialog stay out of the
// landing's up-front JavaScript (docs/decisions/177).
const loadDialog = () => import('~/components/projects/generate-website-dialog');
const GenerateWebsiteDialog = lazy(() => loadDialog().then((m) => ({ default: m.GenerateWebsiteDialog })));

type Template = { id: number | null; name: string; category: string; basePrice: string };

/**
 * The closing call to action opens the 'Generate Your Website' dialog (spec section 2): signed out,
 * submitting it opens the sign-in dialog and creates nothing. Without JavaScript it is a link to /create,
 * which asks the visitor to sign in first.
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
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  // Only templates that exist on the server can be chosen (the fallback cards have no id).
  const options = templates.flatMap((t) => (t.id === null ? [] : [{ ...t, id: t.id }]));
  function close() {
    setOpen(false);
    requestAnimationFrame(() => trigger.current?.focus());
  }
  return (
    <>
      <a
        ref={trigger}
        href="/create"
        className={className}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        Generate Your Website
      </a>
      {used ? (
        <Suspense fallback={null}>
          <GenerateWebsiteDialog open={open} onClose={close} templates={options} priceSettings={priceSettings} />
        </Suspense>
      ) : null}
    </>
  );
}
