/**
 * What the admin area tells people after an action: toasts with JavaScript, an inline status without it.
 * Titles and texts of the admin panel's and the user admin's toasts, in one place.
 */
export type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' };

export const INVALID_PASSWORD = 'Invalid password';

export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const error = (title: string, description?: string): Notice => ({ title, description, variant: 'destructive' });

export const NOTICES = {
  invalidPassword: error(INVALID_PASSWORD),
  loggedIn: { title: 'Logged in to admin panel' } satisfies Notice,
  locked: (message: string) => error('Too many attempts', message),
  panelDisabled: (message: string) => error('Admin panel unavailable', message),
  panelLoginRequired: error('Unauthorized', 'Your admin panel session has ended. Log in again.'),
  templateCreated: { title: 'Template created successfully' } satisfies Notice,
  templateCreateFailed: (serverMessage?: string) => error('Error', serverMessage || 'Failed to create template'),
  templateUpdated: (name: string): Notice => ({ title: 'Template updated', description: `${name} was saved.` }),
  templateUpdateFailed: (serverMessage?: string) => error('Error', serverMessage || 'Failed to update template'),
  templateActivated: (name: string, active: boolean): Notice => ({
    title: active ? 'Template activated' : 'Template deactivated',
    description: active ? `${name} is offered to customers again.` : `${name} is no longer offered to customers.`,
  }),
  settingsSaved: { title: 'Settings saved', description: 'New projects are priced with these settings.' } satisfies Notice,
  settingsFailed: (serverMessage?: string) => error('Error', serverMessage || 'Failed to save settings'),
  userUpdated: (description: string): Notice => ({ title: 'User Updated', description }),
  manageUsersUnauthorized: error('Unauthorized', "You don't have permission to manage users."),
  invitesUnauthorized: error('Unauthorized', "You don't have permission to generate invites."),
  roleFailed: error('Error', 'Failed to update user role.'),
  statusFailed: error('Error', 'Failed to update user status.'),
  staffFailed: error('Error', 'Failed to update the staff role.'),
  inviteFailed: error('Error', 'Failed to generate invite link.'),
  inviteGenerated: {
    title: 'Invite Generated',
    description: 'Copy the link now: it is shown once, works once and expires in 7 days.',
  } satisfies Notice,
  copied: { title: 'Copied', description: 'Invite link copied to the clipboard.' } satisfies Notice,
  copyFailed: error('Copy Failed', 'Please select and copy manually'),
} as const;

/** What /invite/:token says when a link cannot be used. */
export const INVITE_MESSAGES = {
  unknown: 'This invite link is not valid. Check that you copied the whole link, or ask for a new one.',
  expired: 'This invite link has expired. Invites are valid for 7 days: ask an admin for a new one.',
  used: 'This invite link has already been used. Each invite works once: ask an admin for a new one.',
  lastAdmin: 'You are the last active admin, so this invite cannot change your role. Promote another admin first.',
} as const;
