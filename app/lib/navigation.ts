/** Links shared by the navigation bar, the mobile menu and the footer. */
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

export const FOOTER_GROUPS = [
  {
    title: 'Product',
    links: [
      { href: '/create', label: 'Website Creator' },
      { href: '/app-store', label: 'App Store' },
      { href: '/redactor', label: 'Redactor' },
      { href: '/smart-buildings', label: 'Smart Buildings' },
      { href: '/tools', label: 'Smart-building tools' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { href: '/documentation', label: 'Documentation' },
      { href: '/api-reference', label: 'API Reference' },
      { href: '/help-center', label: 'Help Center' },
      { href: '/status', label: 'System Status' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/blog', label: 'Blog' },
      { href: '/careers', label: 'Careers' },
      { href: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;
