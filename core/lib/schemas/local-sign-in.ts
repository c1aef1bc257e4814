import { z } from 'zod';

/** The development-only local sign-in form; parsed in the browser, in the /login action and by POST /api/auth/local. */
export const localSignInSchema = z.object({
  email: z
    .string({ error: 'Enter an e-mail address' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter an e-mail address')
    .max(254, 'Enter a valid e-mail address')
    .pipe(z.email('Enter a valid e-mail address')),
  firstName: z.string().trim().max(80, 'At most 80 characters').optional().default(''),
  lastName: z.string().trim().max(80, 'At most 80 characters').optional().default(''),
  returnTo: z.string().max(2000).optional(),
});

export type LocalSignIn = z.output<typeof localSignInSchema>;
export type LocalSignInErrors = Partial<Record<keyof LocalSignIn, string[]>>;

export function localSignInErrors(error: z.ZodError): LocalSignInErrors {
  return z.flattenError(error).fieldErrors as LocalSignInErrors;
}
