/** What the browser gets back from a JSON call to our API: the envelope, or a readable error. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: string; message: string; fields: Record<string, string[]> };

/**
 * A same-origin JSON request with credentials. Failures that are not our envelope read as
 * The generic message: the status code, a colon and space, then the response text.
 */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: 'NETWORK_ERROR', message: 'Network error: check your connection and try again.', fields: {} };
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  const envelope = json as { success?: boolean; data?: T; error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null;
  if (response.ok && envelope?.success) return { ok: true, status: response.status, data: envelope.data as T };
  if (envelope?.error?.message) {
    return {
      ok: false,
      status: response.status,
      code: envelope.error.code ?? 'ERROR',
      message: envelope.error.message,
      fields: envelope.error.fields ?? {},
    };
  }
  return {
    ok: false,
    status: response.status,
    code: 'HTTP_ERROR',
    message: `${response.status}: ${text || response.statusText}`,
    fields: {},
  };
}

/** First message per field, the shape the forms render. */
export function firstFieldErrors(fields: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields)) if (messages[0]) out[key] = messages[0];
  return out;
}
