import type { SiteContent } from '../lib/generation/content-schema';
import type { Palette } from '../lib/generation/design';
import type { SitePhotos } from '../lib/generation/photos';
import { renderPages } from '../lib/generation/render';
import { styleHashes } from '../lib/generation/storage.server';
import { designForSource, type SiteSource } from '../lib/sites/source.server';

/**
 * The editor's live preview (docs/decisions/110): unsaved words or colours rendered through the same templates and escaping as a
 * saved version, with the owner's current logo and photos (what the next save publishes, read from the
 * owner-only image route), answered as a page for the editor's sandboxed frame. Nothing is written.
 * Its policy is the generated sites' own (no script at all, styles only by hash) plus `sandbox`, and only
 * the app itself may frame it.
 */
export async function previewResponse(
  source: SiteSource,
  content: SiteContent,
  images: { photos: SitePhotos; mediaRoot: string },
  palette?: Palette,
): Promise<Response> {
  const design = designForSource({ brief: source.brief, palette: palette ?? source.palette });
  const index = renderPages(source.brief, content, design, images.photos, { mediaRoot: images.mediaRoot }).find((f) => f.path === 'index.html')!;
  const csp = [
    "default-src 'none'",
    `style-src ${await styleHashes(index.inlineStyles ?? [])}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    // Same origin (never scripts), so the owner's images load with the owner's cookie (docs/decisions/184).
    'sandbox allow-same-origin',
  ].join('; ');
  return new Response(index.body as string, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
