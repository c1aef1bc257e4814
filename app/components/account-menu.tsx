import type { ReactNode } from 'react';
import { DetailsMenu, MenuLinks } from './ui/details-menu';

/** Where a signed-in user's own settings live; the one list the account menu and the mobile menu show. */
export const ACCOUNT_LINKS = [
  { href: '/dashboard/developer', label: 'Developer settings' },
  { href: '/api-reference', label: 'API reference' },
] as const;

/** The account menu behind the user's name (docs/decisions/172). */
export function AccountMenu({ children }: { children: ReactNode }) {
  return (
    <DetailsMenu
      testId="account-menu"
      summaryClassName="flex items-center gap-1 rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100"
      summary={
        <>
          {children}
          <span className="sr-only">: account menu</span>
        </>
      }
    >
      <MenuLinks links={ACCOUNT_LINKS} />
    </DetailsMenu>
  );
}
