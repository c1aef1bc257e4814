/**
 * Pages that exist only for signed-in users. The root loader refuses them to
 * signed-out visitors, and each of these routes' own loaders and actions still calls `requireUser`.
 */
export const GUARDED_PATH_PREFIXES = ['/dashboard', '/create', '/checkout/'] as const;

export function isGuardedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return GUARDED_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) && path.length > prefix.length : path === prefix || path.startsWith(`${prefix}/`),
  );
}
