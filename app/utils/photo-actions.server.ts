import { data, redirect } from '@remix-run/cloudflare';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { photoIdSchema, reorderSchema, STORAGE_QUOTA_BYTES, updatePhotoSchema } from '~core/lib/images/rules';
import { limitPhotoWrite, listLibrary, quotaText, removePhoto, reorderPhotos, storageUsed, updatePhoto, uploadPhoto } from '~core/models/photos.server';
import { formFieldErrors } from '~core/lib/outcome';

/**
 * The one server side of the logo-and-photos forms (docs/decisions/180, 182, 184). The photos page, the facts
 * step and the site editor all render the same forms (app/components/photos/photo-library.tsx) posting to
 * themselves, and their actions hand those posts here: a multipart body is an upload, a form with a photo
 * `intent` is an edit. Success redirects back to the page that posted (`?done=…#photos`); a refusal answers
 * `{ photos: PhotoActionResult }` with its status, and the page shows it as field errors.
 */

export const PHOTO_DONE = { added: 'Image added.', saved: 'Changes saved.', removed: 'Image removed.', moved: 'Order saved.' } as const;
export type PhotoDone = keyof typeof PHOTO_DONE;

export type PhotoActionResult = { intent: string; photoId?: string; error: string; fields?: Record<string, string> };

/** The photo forms' intents (the upload is told apart by its multipart body). */
const PHOTO_INTENTS = new Set(['update', 'remove', 'move', 'reorder']);

type Owner = { projectId: number; userId: string };

export function isPhotoUpload(request: Request): boolean {
  return /^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '');
}

export function isPhotoForm(form: Record<string, FormDataEntryValue>): boolean {
  return typeof form.intent === 'string' && PHOTO_INTENTS.has(form.intent);
}

/** What a page with the photo forms loads: the library, the storage figure and the last done message. */
export async function photoLibraryData(env: AppLoadContext['env'], owner: Owner, url: URL) {
  const [library, used] = await Promise.all([listLibrary(env, owner.projectId), storageUsed(env, owner.userId)]);
  const done = url.searchParams.get('done');
  return {
    library,
    storage: { used, quota: STORAGE_QUOTA_BYTES, text: quotaText(used) },
    done: done && done in PHOTO_DONE ? PHOTO_DONE[done as PhotoDone] : null,
  };
}

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const fail = (status: number, photos: PhotoActionResult) => data({ photos }, { status });

/** Where to go after a change: the page that posted, at its photos section. */
const backTo = (pagePath: string) => (done: PhotoDone) => redirect(`${pagePath}?done=${done}#photos`);

/** A multipart upload posted by a page's form (no JavaScript): checked, processed and stored, or refused. */
export async function uploadFromPage(request: Request, context: AppLoadContext, owner: Owner, pagePath: string) {
  if (!context.images) throw new Error('The Worker passes the image codecs in the load context.');
  const added = await uploadPhoto(context.env, context.images, request, owner);
  if (added.ok) return backTo(pagePath)('added');
  // The hourly limit is about the account, not the file; every other refusal is the file field's (or the fields').
  const fields = added.code === 'RATE_LIMITED' ? undefined : added.fields ? formFieldErrors(added) : { file: added.message };
  const headers = added.retryAfterSeconds ? { 'Retry-After': String(added.retryAfterSeconds) } : undefined;
  return data({ photos: { intent: 'upload', error: added.fields ? 'Please check the form.' : added.message, fields } satisfies PhotoActionResult }, { status: added.status, headers });
}

/** An edit of the library (words and place, order, removal) posted by a page's form. */
export async function editFromPage(context: AppLoadContext, owner: Owner, form: Record<string, FormDataEntryValue>, pagePath: string) {
  const intent = String(form.intent ?? '');
  const back = backTo(pagePath);
  const limited = await limitPhotoWrite(context.env, owner.userId, 'edit');
  if (limited) return fail(429, { intent, error: limited.message });
  switch (intent) {
    case 'update': {
      const parsed = updatePhotoSchema.safeParse(form);
      if (!parsed.success) return fail(400, { intent, photoId: String(form.photoId ?? ''), error: 'Please check the form.', fields: firstErrors(parsed.error.issues) });
      const result = await updatePhoto(context.env, { ...owner, ...parsed.data });
      return result.ok ? back('saved') : fail(result.status, { intent, photoId: parsed.data.photoId, error: result.message });
    }
    case 'remove': {
      const parsed = photoIdSchema.safeParse(form);
      if (!parsed.success) return fail(400, { intent, error: 'Unknown photo.' });
      const result = await removePhoto(context.env, { ...owner, photoId: parsed.data.photoId });
      return result.ok ? back('removed') : fail(result.status, { intent, error: result.message });
    }
    case 'move': {
      const parsed = photoIdSchema.safeParse(form);
      const direction = form.direction === 'up' ? -1 : form.direction === 'down' ? 1 : 0;
      if (!parsed.success || direction === 0) return fail(400, { intent, error: 'Unknown photo.' });
      const order = (await listLibrary(context.env, owner.projectId)).filter((p) => p.kind === 'photo').map((p) => p.id);
      const at = order.indexOf(parsed.data.photoId);
      if (at < 0) return fail(404, { intent, error: 'This image is no longer there. Reload the page.' });
      const to = Math.min(order.length - 1, Math.max(0, at + direction));
      [order[at], order[to]] = [order[to], order[at]];
      const result = await reorderPhotos(context.env, { ...owner, order });
      return result.ok ? back('moved') : fail(result.status, { intent, error: result.message });
    }
    case 'reorder': {
      const parsed = reorderSchema.safeParse(form);
      if (!parsed.success) return fail(400, { intent, error: parsed.error.issues[0]?.message ?? 'The new order could not be read.' });
      const result = await reorderPhotos(context.env, { ...owner, order: parsed.data.order });
      return result.ok ? back('moved') : fail(result.status, { intent, error: result.message });
    }
    default:
      return fail(400, { intent, error: 'Unknown action.' });
  }
}
