import { z } from 'zod';
import { EMAIL_INVALID, EMAIL_REQUIRED } from './newsletter-messages';

/** 'Email Required' / 'Invalid Email'. Shared by the forms and POST /api/subscribe. */
export { EMAIL_INVALID, EMAIL_REQUIRED } from './newsletter-messages';

/** A simple address pattern: no spaces, no markup or quoting characters, a dot in the domain. */
export const SIMPLE_EMAIL = /^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+\.[^\s@<>()"',;:\\]{2,}$/;
export const MAX_EMAIL_LENGTH = 254;

export const newsletterSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(MAX_EMAIL_LENGTH, EMAIL_INVALID)
    .regex(SIMPLE_EMAIL, EMAIL_INVALID)
    .transform((e) => e.toLowerCase()),
});
