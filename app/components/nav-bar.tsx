import { Disclosure, Menu } from '@headlessui/react';
import { Link, NavLink } from '@remix-run/react';
import { BUILD_LINKS, HOME_ANCHORS } from '~/lib/navigation';
import type { SessionUser } from '~core/lib/session-user';
import { ACCOUNT_LINKS, AccountMenu } from './account-menu';
import { Logo } from './logo';

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

export function NavBar({ user }: { user: SessionUser | null }) {
  return (
    <Disclosure as="header" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
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
          <Menu as="div" className="relative">
            <Menu.Button className={`${linkClass} inline-flex items-center gap-1`}>
              Build
              <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Menu.Button>
            <Menu.Items
              className="absolute left-0 z-50 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
            >
              {BUILD_LINKS.map((l) => (
                <Menu.Item key={l.href}>
                  {({ active }) => (
                    <Link
                      to={l.href}
                      className={`block rounded-md px-3 py-2 text-sm text-slate-800 ${active ? 'bg-brand-50' : ''}`}
                    >
                      {l.label}
                    </Link>
                  )}
                </Menu.Item>
              ))}
            </Menu.Items>
          </Menu>
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

        <Disclosure.Button className="btn-ghost lg:hidden" aria-label="Toggle menu">
          {({ open }) => (
            <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
              <path
                d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          )}
        </Disclosure.Button>
      </nav>

      <Disclosure.Panel className="border-t border-slate-200 px-4 pb-4 pt-2 lg:hidden" aria-label="Mobile menu">
        {({ close }) => (
          <div className="flex flex-col gap-1" data-testid="mobile-menu">
            {HOME_ANCHORS.map((a) => (
              <a key={a.href} href={a.href} className={linkClass} onClick={() => close()}>
                {a.label}
              </a>
            ))}
            <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Build</p>
            {BUILD_LINKS.map((l) => (
              <Link key={l.href} to={l.href} className={linkClass} onClick={() => close()}>
                {l.label}
              </Link>
            ))}
            <Link to="/app-store" className={linkClass} onClick={() => close()}>
              App Store
            </Link>
            <Link to="/dashboard" className={linkClass} onClick={() => close()}>
              Dashboard
            </Link>
            <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
              {user ? (
                <>
                  <UserBadge user={user} />
                  {ACCOUNT_LINKS.map((l) => (
                    <Link key={l.href} to={l.href} className={linkClass} onClick={() => close()}>
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
        )}
      </Disclosure.Panel>
    </Disclosure>
  );
}
