import { Dialog } from '@headlessui/react';
import { Form, useNavigate } from '@remix-run/react';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '~/components/toaster';
import { apiRequest, firstFieldErrors } from '~/lib/api-client';
import type { PriceSettings } from '~core/lib/pricing';
import type { ProjectDto } from '~core/lib/projects';
import {
  businessTypeForCategory,
  MISSING_INFORMATION,
  onlyMissingFields,
  projectFieldErrors,
  projectSchema,
  WEBSITE_TYPE_OPTIONS,
} from '~core/lib/schemas/project';
import { useHydrated } from '~/lib/use-hydrated';
import { useOptionalUser } from '~/root';
import { PriceBreakdown } from './price-breakdown';
import { SignInDialog } from './sign-in-dialog';
import { estimateFor, type TemplateOption } from './template-options';
import { fieldErrorHelpers } from '~/components/ui/field-errors';

type Errors = Record<string, string | undefined>;

/**
 * Business Name (required), Website Type, Template
 * (optional), Description, a price estimate. With JavaScript it posts to POST /api/projects; the same form
 * posts to the /create action without it. Signed out, submitting opens the sign-in dialog instead.
 */
export function GenerateWebsiteDialog({
  open,
  onClose,
  templates,
  priceSettings,
}: {
  open: boolean;
  onClose: () => void;
  templates: readonly TemplateOption[];
  priceSettings: PriceSettings;
}) {
  const user = useOptionalUser();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const [templateId, setTemplateId] = useState('');
  const [businessType, setBusinessType] = useState<string>(WEBSITE_TYPE_OPTIONS[0].value);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const estimate = estimateFor(templates, templateId, priceSettings);

  function chooseTemplate(value: string) {
    setTemplateId(value);
    const template = templates.find((t) => String(t.id) === value);
    if (template) setBusinessType(businessTypeForCategory(template.category));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!user) {
      setSignInOpen(true);
      return;
    }
    const parsed = projectSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      const fieldErrors = projectFieldErrors(parsed.error);
      setErrors(fieldErrors);
      if (onlyMissingFields(fieldErrors)) toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      return;
    }
    setErrors({});
    setPending(true);
    const result = await apiRequest<ProjectDto>('POST', '/api/projects', parsed.data);
    setPending(false);
    if (result.ok) {
      toast({ title: 'Project Created', description: 'Your project has been created successfully!' });
      onClose();
      // Next: the "What we understood" step, then checkout (docs/decisions/143).
      navigate(`/projects/${result.data.id}/facts`);
      return;
    }
    if (result.status === 401) {
      setSignInOpen(true);
      return;
    }
    setErrors(firstFieldErrors(result.fields));
    toast({ title: 'Error', description: result.message || 'Failed to create project', variant: 'destructive' });
  }

  const { field, error } = fieldErrorHelpers(id, errors);

  return (
    <>
      <Dialog open={open && !signInOpen} onClose={pending ? () => {} : onClose} className="fixed inset-0 z-50">
        <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
        <div className="fixed inset-0 overflow-y-auto p-4">
          <div className="flex min-h-full items-center justify-center">
            <Dialog.Panel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
              <Dialog.Title className="text-xl font-bold text-slate-900">Generate Your Website</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">
                Describe your business. You will see the final price before you pay.
              </Dialog.Description>
              <Form method="post" action="/create" onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
                <input type="hidden" name="source" value="dialog" />
                <div>
                  <label className="field-label" htmlFor={`${id}-name`}>
                    Business Name <span aria-hidden="true">*</span>
                  </label>
                  <input {...field('name')} required maxLength={100} className="field-input" autoComplete="organization" />
                  {error('name')}
                </div>
                <div>
                  <label className="field-label" htmlFor={`${id}-businessType`}>
                    Website Type
                  </label>
                  <select
                    {...field('businessType')}
                    className="field-input"
                    value={businessType}
                    onChange={(e) => setBusinessType(e.target.value)}
                  >
                    {WEBSITE_TYPE_OPTIONS.map((o) => (
                      <option key={o.label} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  {error('businessType')}
                </div>
                <div>
                  <label className="field-label" htmlFor={`${id}-templateId`}>
                    Template (optional)
                  </label>
                  <select
                    {...field('templateId')}
                    className="field-input"
                    value={templateId}
                    onChange={(e) => chooseTemplate(e.target.value)}
                  >
                    <option value="">No specific template</option>
                    {templates.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name} - ${t.basePrice}
                      </option>
                    ))}
                  </select>
                  {error('templateId')}
                </div>
                <div>
                  <label className="field-label" htmlFor={`${id}-description`}>
                    Description
                  </label>
                  <textarea {...field('description')} rows={3} maxLength={5000} className="field-input" />
                  {error('description')}
                </div>
                <div className="rounded-lg bg-slate-50 p-4">
                  <PriceBreakdown price={estimate} feePercent={priceSettings.serviceFeePercent} title="Price estimate" />
                </div>
                <div className="flex justify-end gap-2">
                  <button type="button" className="btn-ghost" onClick={onClose} disabled={pending}>
                    Cancel
                  </button>
                  <button type="submit" className="btn-primary" disabled={pending}>
                    {pending ? 'Creating...' : 'Create Project'}
                  </button>
                </div>
              </Form>
            </Dialog.Panel>
          </div>
        </div>
      </Dialog>
      <SignInDialog open={signInOpen} onClose={() => setSignInOpen(false)} />
    </>
  );
}

/**
 * Opens the dialog. Before hydration (or without JavaScript) it is a link to /create, where the same form
 * works as a plain page.
 */
export function GenerateWebsiteButton({
  templates,
  priceSettings,
  label = 'Generate Your Website',
  className = 'btn-primary',
}: {
  templates: readonly TemplateOption[];
  priceSettings: PriceSettings;
  label?: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <a href="/create" className={className}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <GenerateWebsiteDialog open={open} onClose={() => setOpen(false)} templates={templates} priceSettings={priceSettings} />
    </>
  );
}
