/**
 * What a domain operation answers (docs/decisions/213): its result with `ok: true`, or a refusal with a stable
 * `code` that callers branch on, the HTTP status the API answers with, and a message for people. Pages and
 * the API map a refusal to a form error or the `{success:false,error:{code,message}}` envelope; nobody
 * branches on the message's text.
 */
/** The HTTP statuses a refusal may carry (each a client error, or 502/503 when a dependency fails). */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429 | 502 | 503;

export type Refusal<S extends RefusalStatus = RefusalStatus> = {
  ok: false;
  status: S;
  code: string;
  message: string;
  /** Field errors of a form or body, by field name. */
  fields?: Record<string, string[]>;
  /** Seconds until a rate-limited request may be retried. */
  retryAfterSeconds?: number;
};

export type Outcome<T extends object = object, S extends RefusalStatus = RefusalStatus> = ({ ok: true } & T) | Refusal<S>;

/** The same 404 for a missing project and one the caller may not see. */
export const PROJECT_NOT_FOUND = { ok: false, status: 404, code: 'NOT_FOUND', message: 'Project not found' } as const satisfies Refusal<404>;

/** A project cannot be deleted while its generation runs (docs/decisions/260). */
export const GENERATION_RUNNING = {
  ok: false,
  status: 409,
  code: 'GENERATION_RUNNING',
  message: 'This website is being generated right now. Wait until it has finished (usually 30-60 seconds), then delete the project.',
} as const satisfies Refusal<409>;

/** A conditional write found the row changed by someone else (a concurrent request). */
export const CHANGED_MEANWHILE = {
  ok: false,
  status: 409,
  code: 'CHANGED_MEANWHILE',
  message: 'The site changed meanwhile. Reload the page and try again.',
} as const satisfies Refusal<409>;

/** A refusal's field errors as a form shows them: the first message of each field. */
export function formFieldErrors(refusal: Pick<Refusal, 'fields'>): Record<string, string> {
  return Object.fromEntries(Object.entries(refusal.fields ?? {}).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}
