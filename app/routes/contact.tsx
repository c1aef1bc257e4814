import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData } from '@remix-run/react';
import { useEffect, useState, type FormEvent } from 'react';
import { PageHeader } from '~/components/page-header';
import { useToast } from '~/components/toaster';
import { EMAILS, mailto } from '~/content/contact';
import { staticPageHeaders } from '~core/lib/http-cache';
import { pageMeta } from '~/lib/meta';
import {
  CONTACT_FIELDS,
  contactErrors,
  contactSchema,
  type ContactErrors,
  type ContactInput,
} from '~/lib/schemas/contact';

export const meta: MetaFunction = () =>
  pageMeta('Contact', 'Write to the Fairstack team about sales, support, partnerships or smart-building pilots.');
export const headers = staticPageHeaders;

/** The message becomes a mail draft to our inbox; nothing is sent or stored by us (spec: contact uses mail links). */
function draftHref(input: ContactInput): string {
  return mailto(EMAILS.hello, {
    subject: input.subject,
    body: `${input.message}\n\n${input.name}\n${input.email}`,
  });
}

type ActionResult = { ok: true; href: string } | { ok: false; errors: ContactErrors; values: Record<string, string> };

/** Without JavaScript the form posts here: field errors with 400, or the prepared draft's link. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 2000)]));
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return data<ActionResult>({ ok: false, errors: contactErrors(parsed.error), values }, { status: 400 });
  }
  return data<ActionResult>({ ok: true, href: draftHref(parsed.data) });
}

const LABELS: Record<(typeof CONTACT_FIELDS)[number], string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

export default function Contact() {
  const actionData = useActionData<typeof action>();
  const toast = useToast();
  const [errors, setErrors] = useState<ContactErrors>(actionData && !actionData.ok ? actionData.errors : {});
  const [prepared, setPrepared] = useState<string | null>(actionData?.ok ? actionData.href : null);

  useEffect(() => {
    if (!actionData) return;
    setErrors(actionData.ok ? {} : actionData.errors);
    setPrepared(actionData.ok ? actionData.href : null);
  }, [actionData]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = contactSchema.safeParse(
      Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(form.get(f) ?? '')])),
    );
    if (!parsed.success) {
      const next = contactErrors(parsed.error);
      setErrors(next);
      const first = CONTACT_FIELDS.find((f) => next[f]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    const href = draftHref(parsed.data);
    setPrepared(href);
    toast({ title: 'Message Prepared', description: 'Your email app opens with the message ready to send.' });
    window.location.href = href;
  }

  const defaults = actionData && !actionData.ok ? actionData.values : {};
  return (
    <>
      <PageHeader eyebrow="Company" title="Contact">
        Questions, pilots, partnerships or press: we read every message and answer within one business day.
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="contact-form-title" className="card">
          <h2 id="contact-form-title" className="text-xl font-semibold">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            All fields are required. Your email app opens with the message ready to send.
          </p>
          {prepared ? (
            <div
              role="status"
              className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
              data-testid="contact-prepared"
            >
              <p className="font-semibold text-emerald-900">Message Prepared</p>
              <p className="mt-1 text-sm text-emerald-900">
                If your email app did not open,{' '}
                <a href={prepared} className="font-semibold underline">
                  open the draft
                </a>{' '}
                or write to {EMAILS.hello}.
              </p>
            </div>
          ) : null}
          <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
            {CONTACT_FIELDS.map((field) => {
              const id = `contact-${field}`;
              const error = errors[field];
              const common = {
                id,
                name: field,
                defaultValue: defaults[field] ?? '',
                required: true,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${id}-error` : undefined,
                className: 'field-input',
              } as const;
              return (
                <div key={field} className={field === 'message' || field === 'subject' ? 'sm:col-span-2' : ''}>
                  <label htmlFor={id} className="field-label">
                    {LABELS[field]}
                  </label>
                  {field === 'message' ? (
                    <textarea {...common} rows={6} maxLength={1500} />
                  ) : (
                    <input
                      {...common}
                      type={field === 'email' ? 'email' : 'text'}
                      autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
                      maxLength={field === 'email' ? 254 : field === 'name' ? 100 : 150}
                    />
                  )}
                  {error ? (
                    <p id={`${id}-error`} className="field-error">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <div className="sm:col-span-2">
              <button type="submit" className="btn-primary">
                Send Message
              </button>
            </div>
          </Form>
        </section>
        <aside aria-labelledby="direct-title" className="space-y-4">
          <h2 id="direct-title" className="text-lg font-semibold">
            Or write directly
          </h2>
          {[
            { label: 'General', email: EMAILS.hello, subject: 'Hello' },
            { label: 'Support', email: EMAILS.support, subject: 'Support request' },
            { label: 'Sales and demos', email: EMAILS.sales, subject: 'Demo request' },
            { label: 'Smart-building pilots', email: EMAILS.kit, subject: 'Smart-building pilot' },
          ].map((c) => (
            <div key={c.email} className="card p-4">
              <p className="text-sm font-semibold text-slate-900">{c.label}</p>
              <a href={mailto(c.email, { subject: c.subject })} className="text-sm text-brand-700 underline">
                {c.email}
              </a>
            </div>
          ))}
        </aside>
      </div>
    </>
  );
}
