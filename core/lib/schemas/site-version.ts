import { z } from 'zod';

export const CHOOSE_A_VERSION = 'Choose a version to restore.';

/** Which version to make current again: the Restore form's field and the API's path segment. */
export const restoreVersionSchema = z.object({
  version: z.string(CHOOSE_A_VERSION).regex(/^[1-9]\d{0,8}$/, CHOOSE_A_VERSION).transform(Number),
});
