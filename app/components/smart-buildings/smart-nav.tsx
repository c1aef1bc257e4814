import { Link } from '@remix-run/react';
import { Logo } from '../logo';
import { PhoneMenu } from '../ui/details-menu';

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** The smart-building landing's own navigation. */
export function SmartNav({ homeHref }: { homeHref: string }) {
  const links = [
    { href: homeHref, label: 'Home' },
    { href: '/tools', label: 'Tools' },
    { href: '/solutions', label: 'Solutions' },
    { href: '/playbooks', label: 'Playbooks' },
    { href: '/about', label: 'About' },
    { href: '/contact', label: 'Contact' },
  ];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={homeHref} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Logo />
          <span>
            Fairstack <span className="font-medium text-balance-600">Smart Buildings</span>
          </span>
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {links.map((l) => (
            <Link key={l.label} to={l.href} className={linkClass}>
              {l.label}
            </Link>
          ))}
        </div>
        <Link to="/redactor" className="btn-primary hidden lg:inline-flex">
          Try Redactor
        </Link>
        {/* A native disclosure, like the main navigation's (docs/decisions/168). */}
        <PhoneMenu>
          <div className="flex flex-col gap-1">
            {links.map((l) => (
              <Link key={l.label} to={l.href} className={linkClass}>
                {l.label}
              </Link>
            ))}
            <Link to="/redactor" className="btn-primary mt-2">
              Try Redactor
            </Link>
          </div>
        </PhoneMenu>
      </nav>
    </header>
  );
}
