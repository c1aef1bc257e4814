import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrateLaterParts } from './lib/hydrate-later';

// The page's own chunks first (docs/decisions/248): React then hydrates every part in one pass.
void hydrateLaterParts().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
