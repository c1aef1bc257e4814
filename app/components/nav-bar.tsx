import { Link, NavLink } from '@remix-run/react';
import { BUILD_LINKS, HOME_ANCHORS } from '~/lib/navigation';
import type { SessionUser } from '~core/lib/session-user';
import { ACCOUNT_LINKS, AccountMenu } from './account-menu';
import { Logo } from './logo';
import { DetailsMenu, MenuLinks, PhoneMenu } from './ui/details-menu';

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

function UserBadge({ user }: { user: SessionUser }) {
  const label = user.firstName || user.email || 'Account';
  return (
    <span className="flex items-center gap-2 text-sm font-medium text-slate-800">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" width={28} height={28} className="h-7 w-7 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          {label.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span data-testid="nav-user-name">{label}</span>
    </span>
  );
}

/**
 * The main navigation. Its menus are native `<details>` disclosures (docs/decisions/168): they answer the first
 * tap before the page has hydrated and work without JavaScript, and no menu library ships with the first view.
 */
export function NavBar({ user }: { user: SessionUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Logo />
          <span>Fairstack</span>
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          {HOME_ANCHORS.slice(1).map((a) => (
            <a key={a.href} href={a.href} className={linkClass}>
              {a.label}
            </a>
          ))}
          <DetailsMenu testId="build-menu" align="left" summaryClassName={`${linkClass} inline-flex items-center gap-1`} summary="Build">
            <MenuLinks links={BUILD_LINKS} />
          </DetailsMenu>
          <NavLink to="/app-store" className={linkClass}>
            App Store
          </NavLink>
          <NavLink to="/dashboard" className={linkClass}>
            Dashboard
          </NavLink>
        </div>

        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <>
              <Link to="/create" className="btn-primary">
                Create Website
              </Link>
              <AccountMenu>
                <UserBadge user={user} />
              </AccountMenu>
              <a href="/api/logout" className="btn-ghost">
                Logout
              </a>
            </>
          ) : (
            <>
              <a href="/api/login" className="btn-ghost">
                Sign In
              </a>
              <a href="/api/login" className="btn-primary">
                Get Started
              </a>
            </>
          )}
        </div>

        <PhoneMenu testId="mobile-menu">
          <div className="flex flex-col gap-1">
            {HOME_ANCHORS.map((a) => (
              <a key={a.href} href={a.href} className={linkClass}>
                {a.label}
              </a>
            ))}
            <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Build</p>
            {BUILD_LINKS.map((l) => (
              <Link key={l.href} to={l.href} className={linkClass}>
                {l.label}
              </Link>
            ))}
            <Link to="/app-store" className={linkClass}>
              App Store
            </Link>
            <Link to="/dashboard" className={linkClass}>
              Dashboard
            </Link>
            <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
              {user ? (
                <>
                  <UserBadge user={user} />
                  {ACCOUNT_LINKS.map((l) => (
                    <Link key={l.href} to={l.href} className={linkClass}>
                      {l.label}
                    </Link>
                  ))}
                  <Link to="/create" className="btn-primary">
                    Create Website
                  </Link>
                  <a href="/api/logout" className="btn-ghost">
                    Logout
                  </a>
                </>
              ) : (
                <>
                  <a href="/api/login" className="btn-ghost">
                    Sign In
                  </a>
                  <a href="/api/login" className="btn-primary">
                    Get Started
                  </a>
                </>
              )}
            </div>
          </div>
        </PhoneMenu>
      </nav>
    </header>
  );
}
