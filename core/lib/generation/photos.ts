import type { PhotoKind, PhotoPlace } from '../images/rules';
import { html, join, type SafeHtml } from './html';

/**
 * The business's own images in a generated page (docs/decisions/183). Each function here returns null when
 * the site has no image for that spot, so the templates keep their drawn art exactly as before.
 * Paths are relative to the page (`media/{id}/…`), so previews of old versions show their own images.
 */

export type SitePhoto = {
  id: string;
  kind: PhotoKind;
  place: PhotoPlace | null;
  offering: number | null;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  fallback: 'jpg' | 'png';
};

export type SitePhotos = readonly SitePhoto[];

const src = (base: string, p: SitePhoto, width: number, ext: string) => `${base}media/${p.id}/w${width}.${ext}`;
const srcset = (base: string, p: SitePhoto, ext: string) => p.widths.map((w) => `${src(base, p, w, ext)} ${w}w`).join(', ');
const heightAt = (p: SitePhoto, width: number) => Math.max(1, Math.round((p.height * width) / p.width));

/** A `<picture>` with WebP and the fallback at every stored width; lazy unless it is the first view. */
export function picture(p: SitePhoto, options: { sizes: string; eager?: boolean; className?: string; base?: string }): SafeHtml {
  const base = options.base ?? '';
  const middle = p.widths[Math.min(1, p.widths.length - 1)];
  const loading = options.eager ? html` fetchpriority="high"` : html` loading="lazy"`;
  return html`<picture><source type="image/webp" srcset="${srcset(base, p, 'webp')}" sizes="${options.sizes}"><img class="${options.className ?? 'photo'}" src="${src(base, p, middle, p.fallback)}" srcset="${srcset(base, p, p.fallback)}" sizes="${options.sizes}" width="${middle}" height="${heightAt(p, middle)}" alt="${p.alt}" decoding="async"${loading}></picture>`;
}

const byPlace = (photos: SitePhotos, place: PhotoPlace) => photos.filter((p) => p.kind === 'photo' && p.place === place);

export function logoOf(photos: SitePhotos): SitePhoto | null {
  return photos.find((p) => p.kind === 'logo') ?? null;
}

export function heroPhoto(photos: SitePhotos): SitePhoto | null {
  return byPlace(photos, 'hero')[0] ?? null;
}

/** The hero image (the page's largest paint: loaded eagerly, at high priority). */
export function heroPicture(photos: SitePhotos): SafeHtml | null {
  const p = heroPhoto(photos);
  return p ? picture(p, { sizes: '(min-width: 960px) 50vw, 100vw', eager: true }) : null;
}

export function aboutPicture(photos: SitePhotos): SafeHtml | null {
  const p = byPlace(photos, 'about')[0];
  return p ? picture(p, { sizes: '(min-width: 960px) 40vw, 100vw' }) : null;
}

/** The photo for offering number `n` (from 1), if the owner chose one. */
export function offeringPicture(photos: SitePhotos, n: number): SafeHtml | null {
  const p = byPlace(photos, 'offering').find((x) => x.offering === n);
  return p ? picture(p, { sizes: '(min-width: 960px) 30vw, (min-width: 640px) 45vw, 100vw', className: 'photo art' }) : null;
}

/** A gallery section of the photos placed there; null without any. */
export function gallerySection(photos: SitePhotos, alt: boolean): { id: string; nav: string; html: SafeHtml } | null {
  const items = byPlace(photos, 'gallery');
  if (!items.length) return null;
  return {
    id: 'gallery',
    nav: 'Gallery',
    html: html`<section id="gallery" class="section${alt ? ' section-alt' : ''}" aria-labelledby="gallery-title"><div class="wrap"><div class="section-head"><h2 id="gallery-title">Gallery</h2></div><ul class="grid cols-2 cols-3 gallery">${join(
      items.map((p) => html`<li>${picture(p, { sizes: '(min-width: 960px) 30vw, (min-width: 640px) 45vw, 100vw' })}</li>`),
    )}</ul></div></section>`,
  };
}

/** The header logo: the owner's logo at 48 px high (96 and 192 for dense screens). */
export function headerLogo(photos: SitePhotos, base: string): SafeHtml | null {
  const p = logoOf(photos);
  if (!p) return null;
  const h = 40;
  const w = Math.max(1, Math.round((p.width * h) / p.height));
  return html`<img class="logo" src="${src(base, p, p.widths[0], p.fallback)}" srcset="${srcset(base, p, p.fallback)}" sizes="${w}px" width="${w}" height="${h}" alt="">`;
}

/** `<link rel="icon">` for the logo (its 192 px PNG), or null to keep the drawn favicon. */
export function faviconLink(photos: SitePhotos, base: string): SafeHtml | null {
  const p = logoOf(photos);
  if (!p) return null;
  const w = p.widths.includes(192) ? 192 : p.widths[p.widths.length - 1];
  return html`<link rel="icon" href="${src(base, p, w, p.fallback)}" type="${p.fallback === 'png' ? 'image/png' : 'image/jpeg'}">`;
}

/** The Open Graph image from the hero photo: its widest JPEG/PNG, with its real size. */
export function ogFromHero(photos: SitePhotos, siteUrl: string): { url: string; width: number; height: number; alt: string } | null {
  const p = heroPhoto(photos);
  if (!p) return null;
  const w = p.widths[p.widths.length - 1];
  return { url: src(siteUrl, p, w, p.fallback), width: w, height: heightAt(p, w), alt: p.alt };
}

/** Styles only a site with images needs (kept out of the others' CSS budget). */
export function photoCss(photos: SitePhotos): string {
  if (!photos.length) return '';
  return '.photo{display:block;width:100%;height:auto;border-radius:var(--radius,12px);object-fit:cover}.hero-art .photo{aspect-ratio:4/3}.gallery .photo{aspect-ratio:4/3}.logo{display:block;height:40px;width:auto}';
}
