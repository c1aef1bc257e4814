import { data, type AppLoadContext } from '@remix-run/cloudflare';
import { MAX_EMAIL_LENGTH, newsletterSchema } from '~core/lib/schemas/newsletter';
import { newsletterIssueError, type NewsletterResult } from '~core/lib/schemas/newsletter-messages';
import { subscribe } from '~core/models/newsletter.server';

export const NEWSLETTER_INTENT = 'newsletter';

/**
 * The newsletter form without JavaScript posts to the page it is on; the page's action hands the form
 * here. Same schema and same storage as POST /api/subscribe; 400 with the field message on bad input.
 */
export async function handleNewsletterForm(form: FormData, context: AppLoadContext) {
  const raw = form.get('email');
  const echo = typeof raw === 'string' ? raw.slice(0, MAX_EMAIL_LENGTH + 1) : '';
  const parsed = newsletterSchema.safeParse({ email: typeof raw === 'string' ? raw : undefined });
  if (!parsed.success) {
    const result: NewsletterResult = { ok: false, error: newsletterIssueError(parsed.error.issues[0]), email: echo };
    return data({ newsletter: result }, { status: 400 });
  }
  await subscribe(context.env, parsed.data.email);
  const result: NewsletterResult = { ok: true, email: parsed.data.email };
  return { newsletter: result };
}

/** For pages whose only form is the newsletter: anything else posted there is a 400. */
export async function newsletterOnlyAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  if (form.get('intent') !== NEWSLETTER_INTENT) throw new Response('Unknown form', { status: 400 });
  return handleNewsletterForm(form, context);
}
