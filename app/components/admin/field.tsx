import type { InputHTMLAttributes, ReactNode } from 'react';

type FieldProps = {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/** A labelled input with its error announced and tied to it through aria-describedby. */
export function Field({ id, name, label, error, hint, required, className, ...input }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field-input"
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
