import { z } from 'zod';

/** The development-only local sign-in form. */
export const localSignInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Enter an e-mail address').max(254).email('Enter a valid e-mail address'),
  firstName: z.string().trim().max(80).optional().default(''),
  lastName: z.string().trim().max(80).optional().default(''),
  returnTo: z.string().max(2000).optional(),
});
