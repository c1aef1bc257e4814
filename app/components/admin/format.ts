/** Dates in admin tables: the same text on the server and in the browser (UTC), so hydration matches. */
export function formatDateTime(ms: number | null): string {
  if (ms === null) return '—';
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

export function formatDate(ms: number | null): string {
  if (ms === null) return '—';
  return new Date(ms).toISOString().slice(0, 10);
}

export function displayName(user: { firstName: string | null; lastName: string | null; email: string | null; id: string }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email || user.id;
}
