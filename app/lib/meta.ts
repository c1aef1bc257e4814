import type { MetaDescriptor } from '@remix-run/cloudflare';

/** Every page has its own title and description (docs/decisions/051). */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} | Fairstack` },
    { name: 'description', content: description },
    { property: 'og:title', content: `${title} | Fairstack` },
    { property: 'og:description', content: description },
  ];
}
