import type { SiteVersionKind } from '~core/db/schema';

export const VERSION_KIND_LABELS: Record<SiteVersionKind, string> = {
  generation: 'Generation',
  edit: 'Edit',
  section: 'Section regenerated',
  restore: 'Restore',
};
