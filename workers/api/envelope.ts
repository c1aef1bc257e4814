import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The documented API envelope of both project APIs and every other route (docs/decisions/214):
 * `{success:true,data}` or `{success:false,error:{code,message,fields?}}`. `fail` is the one place the error
 * body is written.
 */
export type ApiError = { success: false; error: { code: string; message: string; fields?: Record<string, string[]> } };

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ success: true as const, data }, status);
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
) {
  const body: ApiError = { success: false, error: fields ? { code, message, fields } : { code, message } };
  return c.json(body, status);
}

/** Thrown anywhere inside a handler; the app's onError turns it into the envelope (with `Retry-After`). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
