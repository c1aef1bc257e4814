import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formErrors } from '~core/lib/schemas/admin';

/**
 * Browser-side check with the same zod schema the action re-parses: invalid input never leaves the
 * page, and the first invalid field gets focus. Server errors still show when the browser passed.
 */
export function useZodForm(schema: z.ZodType, serverErrors?: Record<string, string>) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form).entries()].filter(([, v]) => typeof v === 'string'));
    const result = schema.safeParse(values);
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = formErrors(result.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  }
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, reset: () => setClientErrors(null) };
}
