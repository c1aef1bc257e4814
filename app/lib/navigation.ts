/**
 * Links shared by the navigation bar, the mobile menu and the landing. The footer's own links live
 * in app/components/footer.tsx, so they travel with its chunk rather than the first view's (docs/decisions/168).
 */
export const HOME_ANCHORS = [
  { href: '/#home', label: 'Home' },
  { href: '/#features', label: 'Features' },
  { href: '/#templates', label: 'Templates' },
  { href: '/#pricing', label: 'Pricing' },
] as const;

export const BUILD_LINKS = [
  { href: '/create', label: 'Website Creator' },
  { href: '/app-builder', label: 'App Builder' },
  { href: '/agent-builder', label: 'Agent Builder' },
  { href: '/self-resolving-agent', label: 'Self-Resolving Developer' },
] as const;

