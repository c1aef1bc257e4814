import { z } from 'zod';
import { MAX_EMAIL_LENGTH, SIMPLE_EMAIL } from '~core/lib/schemas/newsletter';

/** All four fields of the contact form are required. Used by the page and its action. */
export const contactSchema = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(100, 'Keep your name under 100 characters'),
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(MAX_EMAIL_LENGTH, 'Please enter a valid email address')
    .regex(SIMPLE_EMAIL, 'Please enter a valid email address'),
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(150, 'Keep the subject under 150 characters'),
  message: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, 'Please enter a message')
    // A mailto: link much longer than this is cut off by some mail clients.
    .max(1500, 'Keep the message under 1,500 characters'),
});

export type ContactInput = z.output<typeof contactSchema>;
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactErrors = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

/** The first message per field, the shape the page renders. */
export function contactErrors(error: z.ZodError): ContactErrors {
  const out: ContactErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof ContactErrors;
    if (CONTACT_FIELDS.includes(key) && !out[key]) out[key] = issue.message;
  }
  return out;
}
