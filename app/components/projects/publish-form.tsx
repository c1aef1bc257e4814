import { Form, Link, useRevalidator } from '@remix-run/react';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '~/components/toaster';
import { apiRequest, firstFieldErrors } from '~/lib/api-client';
import type { ProjectDto } from '~core/lib/projects';
import { BUSINESS_TYPES } from '~core/lib/schemas/project';
import { firstErrors } from '~core/lib/schemas/project';
import { PUBLISH_CATEGORIES, publishSchema } from '~core/lib/schemas/publish';
import { fieldErrorHelpers } from '~/components/ui/field-errors';

type Errors = Record<string, string | undefined>;

/**
 * The publish form: name, description, category (the eight options) and features as
 * comma-separated text. With JavaScript it posts JSON to POST /api/projects/{id}/publish; without it the
 * same fields go to the dashboard's action. Both parse with `publishSchema`.
 */
export function PublishForm({
  project,
  serverErrors,
  onPublished,
  onCancel,
}: {
  project: Pick<ProjectDto, 'id' | 'name' | 'description' | 'businessType'>;
  serverErrors?: Errors;
  onPublished?: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Errors>(serverErrors ?? {});
  const [pending, setPending] = useState(false);
  const defaultCategory = (BUSINESS_TYPES as readonly string[]).includes(project.businessType) ? project.businessType : 'Other';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const parsed = publishSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    const result = await apiRequest('POST', `/api/projects/${project.id}/publish`, parsed.data);
    setPending(false);
    if (result.ok) {
      toast({ title: 'Published Successfully', description: 'Your project has been published to the app store!' });
      form.reset();
      onPublished?.();
      revalidator.revalidate();
      return;
    }
    setErrors(firstFieldErrors(result.fields));
    toast({ title: 'Publishing Failed', description: result.message || 'Failed to publish project', variant: 'destructive' });
  }

  const { field, error } = fieldErrorHelpers(id, errors);

  return (
    <Form method="post" action="/dashboard" onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="projectId" value={project.id} />
      {errors._ ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors._}
        </p>
      ) : null}
      <div>
        <label className="field-label" htmlFor={`${id}-name`}>
          App name <span aria-hidden="true">*</span>
        </label>
        <input {...field('name')} required maxLength={100} defaultValue={project.name} className="field-input" />
        {error('name')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea {...field('description')} rows={3} maxLength={1000} defaultValue={project.description.slice(0, 1000)} className="field-input" />
        {error('description')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select {...field('category')} defaultValue={defaultCategory} className="field-input">
          {PUBLISH_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {error('category')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-features`}>
          Features
        </label>
        <input {...field('features')} placeholder="Online booking, Menu, Gallery" className="field-input" aria-describedby={`${id}-features-hint`} />
        <p id={`${id}-features-hint`} className="mt-1 text-xs text-slate-600">
          Separate features with commas.
        </p>
        {error('features')}
      </div>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
        ) : (
          // The form on the dashboard page itself (no JavaScript): a way back that publishes nothing.
          <Link to="/dashboard" className="btn-ghost">
            Cancel
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Publishing...' : 'Publish'}
        </button>
      </div>
    </Form>
  );
}
