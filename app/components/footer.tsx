import { Link } from '@remix-run/react';
import { Logo } from './logo';

/** The footer's link columns. */
const FOOTER_GROUPS = [
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

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="md:col-span-1">
          <Link to="/" className="flex items-center gap-2 font-bold text-slate-900">
            <Logo className="h-7 w-7" />
            Fairstack
          </Link>
          <p className="mt-3 text-sm text-slate-700">The AI that keeps AI fair.</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} className="text-sm text-slate-700 hover:text-slate-900 hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} Fairstack. Fairness and balance in AI.
      </p>
    </footer>
  );
}
