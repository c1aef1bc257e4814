/**
 * Accessible wiring between a form's inputs and its field errors: `field(name)` gives an input its id, name,
 * aria-invalid and aria-describedby; `error(name)` renders the message those point at.
 */
export function fieldErrorHelpers(formId: string, errors: Partial<Record<string, string | undefined>>) {
  const field = (name: string) => ({
    id: `${formId}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${formId}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${formId}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  return { field, error };
}
