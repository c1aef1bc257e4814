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

/** 'Email Required' / 'Invalid Email' for a schema message. */
export function newsletterErrorTitle(message: string): string {
  return message === EMAIL_REQUIRED ? EMAIL_REQUIRED_TITLE : EMAIL_INVALID_TITLE;
}

/** The shape a page action returns for the form when JavaScript is off. */
export type NewsletterResult = { ok: true; email: string } | { ok: false; error: string; email: string };
