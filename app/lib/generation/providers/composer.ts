import { composeContent } from '../composer';
import type { ContentProvider } from './types';

/** The default provider: embedded, deterministic, no network. */
export const composerProvider: ContentProvider = {
  id: 'composer',
  async generate(brief) {
    return composeContent(brief);
  },
};
