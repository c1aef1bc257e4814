import { altFromFileName, MAX_UPLOAD_BYTES, uploadFieldsSchema } from './rules';
import { bodyUpTo } from '../../platform/bounded-body';
import type { Outcome, Refusal } from '../outcome';
import { checkImage, tooLarge } from './process.server';

/** Room for the form's text fields and multipart framing around the largest accepted file. */
const FORM_OVERHEAD = 64 * 1024;

export type UploadForm = Outcome<{ form: FormData }, 400 | 413>;

const unreadable = (message: string): Refusal<400> => ({ ok: false, status: 400, code: 'VALIDATION_ERROR', message });

/**
 * Reads a multipart upload without ever holding more than the limit: a declared or streamed body over
 * 10 MB (plus the fields) is refused before it is parsed, and a body that is not a readable form is a 400.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) return unreadable('Send the image as a multipart form.');
  const max = MAX_UPLOAD_BYTES + FORM_OVERHEAD;
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > max) return tooLarge(declared - FORM_OVERHEAD);
  if (!request.body) return unreadable('Choose an image file to upload.');
  const body = await bodyUpTo(request.body, max);
  if (!body) return tooLarge(null);
  try {
    return { ok: true, form: await new Response(body, { headers: { 'Content-Type': type } }).formData() };
  } catch {
    return unreadable('The form could not be read. Please try again.');
  }
}

/** The uploaded file's bytes, or null when the field holds no file. */
export async function fileBytes(form: FormData, field = 'file'): Promise<{ bytes: Uint8Array; name: string } | null> {
  const value = form.get(field);
  if (!value || typeof value === 'string') return null;
  const file = value as File;
  if (file.size === 0) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/** The form's text fields (a File in a text field is ignored, so zod sees it as missing). */
export function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && key !== 'file') out[key] = value;
  return out;
}

/**
 * The upload's fields, checked. Without JavaScript nobody could fill in the suggestion before choosing the
 * file, so an empty description takes the one the file name suggests (shown for checking afterwards); a
 * file name that suggests nothing leaves the field required.
 */
export function uploadFields(form: FormData, fileName: string | undefined) {
  const fields = textFields(form);
  if (!fields.alt?.trim() && fileName) fields.alt = altFromFileName(fileName);
  return uploadFieldsSchema.safeParse(fields);
}

/** Field errors for an upload whose fields failed: the file is checked too, so both problems show at once. */
export function uploadFieldErrors(issues: { path: PropertyKey[]; message: string }[], file: { bytes: Uint8Array } | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  if (!file) errors.file = 'Choose an image file to upload.';
  else {
    const checked = checkImage(file.bytes);
    if (!checked.ok) errors.file = checked.message;
  }
  return errors;
}
