/**
 * The newsletter form's messages, in a module without zod so the form can show them
 * without putting zod in the landing page's bundle (the schema itself is loaded when the form is used).
 */
export const EMAIL_REQUIRED = 'Please enter your email address';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_REQUIRED_TITLE = 'Email Required';
export const EMAIL_INVALID_TITLE = 'Invalid Email';
export const SUBSCRIBED_TITLE = 'Subscribed!';
export const SUBSCRIPTION_FAILED_TITLE = 'Subscription Failed';
export const SUBSCRIPTION_FAILED = 'Please try again later';

/** What the form shows for a refused address: a title and the message. */
export type NewsletterError = { title: string; message: string };

/**
 * The schema's first issue as the form shows it: 'Email Required' for a missing or empty address (the
 * schema's type and length checks), 'Invalid Email' for the rest. Told apart by the issue's code, not its text.
 */
export function newsletterIssueError(issue: { code: string; message: string } | undefined): NewsletterError {
  if (!issue) return { title: SUBSCRIPTION_FAILED_TITLE, message: SUBSCRIPTION_FAILED };
  const missing = issue.code === 'invalid_type' || issue.code === 'too_small';
  return { title: missing ? EMAIL_REQUIRED_TITLE : EMAIL_INVALID_TITLE, message: issue.message };
}

/** The shape a page action returns for the form when JavaScript is off. */
export type NewsletterResult = { ok: true; email: string } | { ok: false; error: NewsletterError; email: string };
