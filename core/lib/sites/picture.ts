/**
 * Pictures of websites (docs/decisions/171): every generated version already carries its Open Graph image
 * (`og-image.png`, drawn in the site's own palette), so cards show that rather than a screenshot service.
 * Templates get the same kind of picture, drawn for a site of the template's category on request.
 */
// The generator's OG_WIDTH x OG_HEIGHT (core/lib/generation/png.ts, checked equal by picture.test.ts), written
// out so the browser bundle does not pull in the PNG encoder.
export const SITE_PICTURE = { width: 1200, height: 630 } as const;

/** The picture of a generated site at `siteUrl` (its address, ending in '/'); null when there is no site. */
export function sitePictureUrl(siteUrl: string | null | undefined): string | null {
  if (!siteUrl) return null;
  return `${siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`}og-image.png`;
}

/** A template's picture: the admin's own image when set, else the one drawn for its category. */
export function templatePictureUrl(template: { id: number | null; imageUrl?: string | null }): string | null {
  if (template.imageUrl) return template.imageUrl;
  return template.id === null ? null : `/api/templates/${template.id}/picture.png`;
}
