import { z } from 'zod';
import type { SiteVersionKind } from '~core/db/schema';

/** The Restore form of /projects/:id/versions: which version to make current again. */
export const restoreVersionSchema = z.object({
  version: z
    .string('Choose a version to restore.')
    .regex(/^[1-9]\d{0,8}$/, 'Choose a version to restore.')
    .transform(Number),
});

export const VERSION_KIND_LABELS: Record<SiteVersionKind, string> = {
  generation: 'Generation',
  edit: 'Edit',
  section: 'Section regenerated',
  restore: 'Restore',
};
