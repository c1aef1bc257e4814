import { composeContent } from '../composer';
import { sectionOf } from '../../sites/regenerate';
import type { ContentProvider } from './types';

/** The default provider: embedded, deterministic, no network. */
export const composerProvider: ContentProvider = {
  id: 'composer',
  async generate(brief) {
    return composeContent(brief);
  },
  // Another deterministic draw of the whole site, of which only the one section is kept.
  async regenerateSection(brief, _current, section, { seed }) {
    return sectionOf(composeContent(brief, seed), section);
  },
};
