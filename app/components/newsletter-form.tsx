import { useFormAction } from '@remix-run/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  EMAIL_INVALID_TITLE,
  newsletterIssueError,
  SUBSCRIBED_TITLE,
  SUBSCRIPTION_FAILED,
  SUBSCRIPTION_FAILED_TITLE,
  type NewsletterError,
  type NewsletterResult,
} from '~core/lib/schemas/newsletter-messages';
import { useToast } from './toaster';

type State = 'idle' | 'submitting' | 'subscribed';

/**
 * Newsletter signup. With JavaScript it validates with the
 * shared schema and calls POST /api/subscribe; without, it posts to the page it is on (intent=newsletter),
 * whose action stores the address the same way and passes the outcome back as `result`.
 */
export function NewsletterForm({
  result,
  title = 'Stay Updated',
  description = 'News about fair AI and smart buildings, at most twice a month. Unsubscribe with one click.',
  tone = 'light',
}: {
  result?: NewsletterResult | null;
  title?: string;
  description?: string;
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  const action = useFormAction();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>(result?.ok ? 'subscribed' : 'idle');
  const [email, setEmail] = useState(result?.email ?? '');
  const [error, setError] = useState<NewsletterError | null>(result && !result.ok ? result.error : null);

  function showError(shown: NewsletterError) {
    setError(shown);
    setState('idle');
    toast({ title: shown.title, description: shown.message, variant: 'destructive' });
    inputRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'submitting') return;
    const form = event.currentTarget;
    let schema: typeof import('~core/lib/schemas/newsletter')['newsletterSchema'];
    try {
      // Loaded on first use so zod stays out of the landing page's initial JavaScript.
      schema = (await import('~core/lib/schemas/newsletter')).newsletterSchema;
    } catch {
      form.submit(); // The page's action does the same work without JavaScript.
      return;
    }
    const parsed = schema.safeParse({ email });
    if (!parsed.success) return showError(newsletterIssueError(parsed.error.issues[0]));
    setError(null);
    setState('submitting');
    try {
      const response = await fetch('/api/subscribe', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: parsed.data.email }),
      });
      if (response.ok) {
        setEmail(parsed.data.email);
        setState('subscribed');
        toast({ title: SUBSCRIBED_TITLE, description: `We will write to ${parsed.data.email}.` });
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
      // Field errors and the write limit (docs/decisions/151) are the visitor's to read, next to the field.
      const code = body?.error?.code;
      const title = code === 'VALIDATION_ERROR' ? EMAIL_INVALID_TITLE : code === 'RATE_LIMITED' ? SUBSCRIPTION_FAILED_TITLE : null;
      if (title && body?.error?.message) return showError({ title, message: body.error.message });
      throw new Error(`${response.status}: ${body?.error?.message ?? response.statusText}`);
    } catch (failure) {
      console.error('Subscription failed', failure);
      setState('idle');
      toast({ title: SUBSCRIPTION_FAILED_TITLE, description: SUBSCRIPTION_FAILED, variant: 'destructive' });
    }
  }

  const dark = tone === 'dark';
  const headingClass = dark ? 'text-white' : 'text-slate-900';
  const textClass = dark ? 'text-slate-200' : 'text-slate-700';

  if (state === 'subscribed') {
    return (
      <div role="status" data-testid="newsletter-thanks" className="card mx-auto max-w-xl text-center">
        <h2 className="text-xl font-semibold text-slate-900">Thank you for subscribing!</h2>
        <p className="mt-2 text-slate-700">
          We will send updates to <strong className="break-all">{email}</strong>.
        </p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className="mx-auto max-w-xl"
      data-testid="newsletter-form"
    >
      <h2 id={`${id}-title`} className={`text-2xl font-bold ${headingClass}`}>
        {title}
      </h2>
      <p className={`mt-2 ${textClass}`}>{description}</p>
      <input type="hidden" name="intent" value="newsletter" />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className={`sr-only`}>
            Email address
          </label>
          <input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="field-input mt-0"
          />
          {error ? (
            <p id={errorId} role="alert" className={dark ? 'mt-1 text-sm font-medium text-red-200' : 'field-error'}>
              {error.title}: {error.message}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary" disabled={state === 'submitting'}>
          {state === 'submitting' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
