import type { Context } from 'hono';
import type { z } from 'zod';
import { textUpTo } from '~core/platform/bounded-body';
import { HttpError } from './envelope';

const MAX_BODY_BYTES = 64 * 1024;

/** Field errors keyed by path, the same shape forms use; two rules refusing a value for one reason say it once. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const messages = (fields[issue.path.join('.') || '_'] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Reads a JSON body (at most 64 KB unless `maxBytes` says otherwise) and validates it; throws the envelope's 400s. */
export async function parseJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  { maxBytes = MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${sizeLabel(maxBytes)}.`);
  // Refuse a declared oversize body before reading it.
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw tooLarge();
  // Read up to the limit, never whole (finding 31, docs/decisions/268). A body that breaks while it is read (invalid
  // chunking, the client gone) is the client's fault, not a 500 (found by the raw HTTP check, docs/decisions/158).
  const text = await textUpTo(c.req.raw.body, maxBytes).catch(() => {
    throw new HttpError(400, 'BODY_UNREADABLE', 'The request body could not be read.');
  });
  if (text === null) throw tooLarge();
  let body: unknown;
  try {
    body = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'BAD_JSON', 'The request body is not valid JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw new HttpError(400, 'VALIDATION_ERROR', result.error.issues[0]?.message ?? 'Invalid request.', fields);
  }
  return result.data;
}
