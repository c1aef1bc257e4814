import { z } from 'zod';

/** Spec section 5: 'Email Required' / 'Invalid Email'. Shared by the forms and POST /api/subscribe. */
export const EMAIL_REQUIRED = 'Please enter your email address';
export const EMAIL_INVALID = 'Please enter a valid email address';

const SIMPLE_EMAIL = /^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+\.[^\s@<>()"',;:\\]{2,}$/;

export const newsletterSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(254, EMAIL_INVALID)
    .regex(SIMPLE_EMAIL, EMAIL_INVALID)
    .transform((e) => e.toLowerCase()),
});
