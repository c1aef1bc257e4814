import { altFromFileName, MAX_UPLOAD_BYTES, uploadFieldsSchema } from './rules';
import { bodyUpTo, discardUpTo } from '../../platform/bounded-body';
import type { Outcome, Refusal } from '../outcome';
import { checkImage, tooLarge } from './process.server';

/** Room for the form's text fields and multipart framing around the largest accepted file. */
const FORM_OVERHEAD = 64 * 1024;
/** The largest upload body read: the file at its limit and the form around it. */
const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + FORM_OVERHEAD;

/**
 * Upload bodies one isolate holds at once, over every request it serves (docs/decisions/262). The memory budget of
 * docs/decisions/185 counts one upload at the size limit three times (request body, form file, the bytes read)
 * beside the decoder; uploads waiting in the queue for the codecs held their copies too, uncounted, so a few
 * large uploads at once went past the isolate's 128 MB. Counting every upload in the isolate against the one
 * upload the budget holds keeps that budget true however many arrive: one at the size limit, or ten of the
 * 1 MB the browser usually sends.
 */
export const UPLOAD_BYTES_AT_ONCE = MAX_UPLOAD_BODY_BYTES;
/** Uploads one account has in one isolate at once: the photo forms send one at a time, two tabs two. */
export const UPLOADS_AT_ONCE_PER_ACCOUNT = 2;
/** A held upload stops counting after this long: a request the runtime cancelled never runs its `finally`. */
const HELD_AT_MOST_MS = 2 * 60_000;
/** About one upload's reading and processing, when the isolate's room is taken. */
const BUSY_RETRY_SECONDS = 5;

type Held = { account: string; bytes: number; since: number };
/** On globalThis: app/ is bundled twice (the Worker's API and Remix), and both paths share one isolate's memory. */
const HELD = Symbol.for('fairstack.uploads.held');
const shared = globalThis as unknown as { [HELD]?: Set<Held> };

export type UploadRoomRefusal = Refusal<429 | 503>;

/** Upload bytes held in this isolate now (tests read it). */
export function heldUploadBytes(): number {
  return [...(shared[HELD] ?? [])].reduce((sum, h) => sum + h.bytes, 0);
}

/**
 * Runs an upload's reading and processing when the isolate has room for its body, else refuses it before any of it
 * is kept or anything is counted: 429 when the account already has its uploads in the isolate, 503 when others'
 * uploads fill it. Both carry `Retry-After`. The body's size is the declared `Content-Length` (the runtime holds a
 * body to it); a body of unknown length is counted at the limit.
 */
export async function withUploadRoom<T>(request: Request, account: string, work: () => Promise<T>): Promise<T | UploadRoomRefusal> {
  const room = roomFor(request, account);
  if (room.ok) {
    try {
      return await work();
    } finally {
      room.release();
    }
  }
  // Read to its end without keeping it, so the client still sending it reads the refusal (docs/decisions/158).
  if (request.body) await discardUpTo(request.body, MAX_UPLOAD_BODY_BYTES);
  return room;
}

function roomFor(request: Request, account: string): { ok: true; release(): void } | UploadRoomRefusal {
  const held = (shared[HELD] ??= new Set());
  const now = Date.now();
  for (const h of held) if (now - h.since > HELD_AT_MOST_MS) held.delete(h);
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  const bytes = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, MAX_UPLOAD_BODY_BYTES) : MAX_UPLOAD_BODY_BYTES;
  if ([...held].filter((h) => h.account === account).length >= UPLOADS_AT_ONCE_PER_ACCOUNT) {
    return {
      ok: false,
      status: 429,
      code: 'UPLOADS_IN_PROGRESS',
      message: `You already have ${UPLOADS_AT_ONCE_PER_ACCOUNT} images uploading. Wait until they are added, then try again.`,
      retryAfterSeconds: BUSY_RETRY_SECONDS,
    };
  }
  if (heldUploadBytes() + bytes > UPLOAD_BYTES_AT_ONCE) {
    return {
      ok: false,
      status: 503,
      code: 'UPLOADS_BUSY',
      message: `We are processing other images right now. Please try again in ${BUSY_RETRY_SECONDS} seconds.`,
      retryAfterSeconds: BUSY_RETRY_SECONDS,
    };
  }
  const entry: Held = { account, bytes, since: now };
  held.add(entry);
  return { ok: true, release: () => held.delete(entry) };
}

export type UploadForm = Outcome<{ form: FormData }, 400 | 413>;

const unreadable = (message: string): Refusal<400> => ({ ok: false, status: 400, code: 'VALIDATION_ERROR', message });

/**
 * Reads a multipart upload without ever holding more than the limit: a declared or streamed body over
 * 10 MB (plus the fields) is refused before it is parsed, and a body that is not a readable form is a 400.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) return unreadable('Send the image as a multipart form.');
  const max = MAX_UPLOAD_BODY_BYTES;
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
