import { buildBrief } from '../lib/generation/brief';
import { designFor } from '../lib/generation/design';
import { ogImage } from '../lib/generation/png';
import type { TemplateDto } from './templates.server';

/**
 * A template's picture (docs/decisions/171): the Open Graph image the generator would draw for a site made
 * from it, in the palette its category gets. Deterministic, so it is cached like a static file.
 */
export function templatePicture(template: Pick<TemplateDto, 'name' | 'category' | 'features'>): Uint8Array {
  const brief = buildBrief({
    name: template.name,
    businessType: template.category,
    templateName: template.name,
    templateCategory: template.category,
    templateFeatures: template.features,
    siteUrl: 'https://template.invalid/',
    generatedAt: 0,
  });
  const design = designFor(brief);
  return ogImage(design.palette, design.artSeed);
}
