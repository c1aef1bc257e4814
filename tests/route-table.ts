/**
 * The product's route table as the tests walk it: every path with the level-one heading and the
 * title its page must have. Shared by the workerd tests (server-rendered HTML) and the browser tests.
 */
export type RouteExpectation = { path: string; heading: string; title: string };

export const ROUTE_TABLE: readonly RouteExpectation[] = [
  { path: '/', heading: 'The AI that keeps AI fair', title: 'Fairstack | The AI that keeps AI fair' },
  {
    path: '/smart-buildings',
    heading: 'Smarter buildings, without surveillance',
    title: 'Smart Buildings | Fairstack',
  },
  { path: '/documentation', heading: 'Documentation', title: 'Documentation | Fairstack' },
  { path: '/help-center', heading: 'Help Center', title: 'Help Center | Fairstack' },
  { path: '/contact', heading: 'Contact', title: 'Contact | Fairstack' },
  { path: '/about', heading: 'About Fairstack', title: 'About | Fairstack' },
  { path: '/blog', heading: 'Fairstack Blog', title: 'Blog | Fairstack' },
  { path: '/careers', heading: 'Careers at Fairstack', title: 'Careers | Fairstack' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy | Fairstack' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service | Fairstack' },
  { path: '/domain-setup', heading: 'Domain Setup Guide', title: 'Domain Setup Guide | Fairstack' },
  { path: '/status', heading: 'System Status', title: 'System Status | Fairstack' },
  { path: '/api-reference', heading: 'API Reference', title: 'API Reference | Fairstack' },
  { path: '/tools', heading: 'Smart-Building Tools', title: 'Smart-Building Tools | Fairstack' },
  { path: '/occupancy', heading: 'Occupancy Insights', title: 'Occupancy Insights | Fairstack' },
  { path: '/energy', heading: 'Energy Optimizer', title: 'Energy Optimizer | Fairstack' },
  { path: '/playbooks', heading: 'Implementation Playbooks', title: 'Playbooks | Fairstack' },
  { path: '/solutions', heading: 'Solutions', title: 'Solutions | Fairstack' },
  { path: '/app-store', heading: 'App Store', title: 'App Store | Fairstack' },
  { path: '/app-builder', heading: 'App Builder', title: 'App Builder | Fairstack' },
  { path: '/agent-builder', heading: 'Agent Builder', title: 'Agent Builder | Fairstack' },
  { path: '/self-resolving-agent', heading: 'Self-Resolving Developer', title: 'Self-Resolving Developer | Fairstack' },
];

/**
 * Routes of the table the walk does not visit: the sign-in-only pages (walked, signed in, by the projects
 * tests), the password-gated, noindex admin pages (walked by the admin tests) and pages not built yet,
 * which move into ROUTE_TABLE, with their heading and title, in the merge that brings them.
 */
export const ROUTES_OWNED_ELSEWHERE: readonly string[] = [
  '/dashboard',
  '/create',
  '/checkout/{projectId}',
  '/admin',
  '/admin/users',
  '/redactor',
];
