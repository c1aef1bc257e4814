import { SITE_PICTURE } from '~core/lib/sites/picture';

/**
 * A picture of a website: plain HTML, sized up front (no layout shift) and loaded only when scrolled near
 * (docs/decisions/171). Decorative by default: the card around it names the site.
 */
export function SitePicture({ src, alt = '', className = '' }: { src: string; alt?: string; className?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={SITE_PICTURE.width}
      height={SITE_PICTURE.height}
      loading="lazy"
      decoding="async"
      className={`aspect-[1200/630] w-full rounded-lg border border-slate-200 bg-slate-100 object-cover ${className}`}
      data-testid="site-picture"
    />
  );
}
