import type { SiteBrief } from './brief';
import type { SiteContent } from './content-schema';
import { designFor } from './design';
import { renderSite, type SiteFile } from './render';

export type { SiteFile } from './render';

/** From the words (any provider's) to the files: the design comes from the brief, never from a model. */
export function buildSite(brief: SiteBrief, content: SiteContent): SiteFile[] {
  return renderSite(brief, content, designFor(brief));
}
