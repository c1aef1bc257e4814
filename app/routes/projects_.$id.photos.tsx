import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator, useSubmit } from '@remix-run/react';
import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { prepareUpload, sendUpload } from '~/components/photos/client-image';
import { fieldErrorHelpers } from '~/components/ui/field-errors';
import {
  ACCEPT_ATTRIBUTE,
  altFromFileName,
  formatBytes,
  MAX_PHOTOS,
  MAX_UPLOAD_BYTES,
  PHOTO_PLACES,
  photoIdSchema,
  PLACE_LABELS,
  reorderSchema,
  STORAGE_QUOTA_BYTES,
  updatePhotoSchema,
  type PhotoKind,
} from '~core/lib/images/rules';
import { fileBytes, readUploadForm, uploadFieldErrors, uploadFields } from '~core/lib/images/upload-form.server';
import { useHydrated } from '~/lib/use-hydrated';
import { addPhoto, limitPhotoWrite, listLibrary, quotaText, removePhoto, reorderPhotos, storageUsed, updatePhoto, type LibraryPhoto } from '~core/models/photos.server';
import { ownedSite, type ProjectNeed } from '~core/access/projects.server';
import { requireUser } from '~/utils/auth.server';
import { parseProjectId } from '~core/lib/projects';

/**
 * The business's own logo and photos (docs/decisions/180-182). Plain forms do everything without JavaScript
 * (multipart upload, words and place, order, removal); with JavaScript the upload gets drag and drop, a
 * preview, a browser-side downscale and a progress bar, and the photos can be dragged into order.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Logo and photos of ${data.project.name} | Fairstack` : 'Project not found | Fairstack' },
  { name: 'robots', content: 'noindex' },
];


async function requireOwnedProject(request: Request, params: LoaderFunctionArgs['params'], context: LoaderFunctionArgs['context'], need: ProjectNeed) {
  const user = await requireUser(request, context);
  const id = parseProjectId(params.id);
  const site = id ? await ownedSite(context.env, id, user.id, need) : null;
  if (!site) throw new Response('Project not found', { status: 404 });
  return { user, site };
}

const DONE_TEXT = { added: 'Image added.', saved: 'Changes saved.', removed: 'Image removed.', moved: 'Order saved.' } as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, site } = await requireOwnedProject(request, params, context, 'read');
  const [library, used] = await Promise.all([listLibrary(context.env, site.id), storageUsed(context.env, user.id)]);
  const done = new URL(request.url).searchParams.get('done');
  return {
    project: { id: site.id, name: site.name, status: site.status },
    library,
    storage: { used, quota: STORAGE_QUOTA_BYTES, text: quotaText(used) },
    done: done && done in DONE_TEXT ? (done as keyof typeof DONE_TEXT) : null,
  };
}

type ActionResult = { intent: string; photoId?: string; error: string; fields?: Record<string, string> };

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, site } = await requireOwnedProject(request, params, context, 'write');
  const back = (done: string) => redirect(`/projects/${site.id}/photos?done=${done}`);
  const fail = (status: number, result: ActionResult) => data(result, { status });

  if (/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) {
    const limited = await limitPhotoWrite(context.env, user.id, 'upload');
    if (limited) return fail(429, { intent: 'upload', error: limited.message });
    const read = await readUploadForm(request);
    if (!read.ok) return fail(read.status, { intent: 'upload', error: read.message, fields: { file: read.message } });
    const file = await fileBytes(read.form);
    const fields = uploadFields(read.form, file?.name);
    if (!fields.success || !file) {
      return fail(400, { intent: 'upload', error: 'Please check the form.', fields: uploadFieldErrors(fields.success ? [] : fields.error.issues, file) });
    }
    if (!context.images) throw new Error('The Worker passes the image codecs in the load context.');
    const added = await addPhoto(context.env, context.images, { projectId: site.id, userId: user.id, ...fields.data, file: file.bytes });
    if (!added.ok) return fail(added.status, { intent: 'upload', error: added.message, fields: { file: added.message } });
    return back('added');
  }

  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? '');
  const limited = await limitPhotoWrite(context.env, user.id, 'edit');
  if (limited) return fail(429, { intent, error: limited.message });
  const ids = { projectId: site.id, userId: user.id };
  switch (intent) {
    case 'update': {
      const parsed = updatePhotoSchema.safeParse(form);
      if (!parsed.success) return fail(400, { intent, photoId: String(form.photoId ?? ''), error: 'Please check the form.', fields: firstErrors(parsed.error.issues) });
      const result = await updatePhoto(context.env, { ...ids, ...parsed.data });
      return result.ok ? back('saved') : fail(result.status, { intent, photoId: parsed.data.photoId, error: result.message });
    }
    case 'remove': {
      const parsed = photoIdSchema.safeParse(form);
      if (!parsed.success) return fail(400, { intent, error: 'Unknown photo.' });
      const result = await removePhoto(context.env, { ...ids, photoId: parsed.data.photoId });
      return result.ok ? back('removed') : fail(result.status, { intent, error: result.message });
    }
    case 'move': {
      const parsed = photoIdSchema.safeParse(form);
      const direction = form.direction === 'up' ? -1 : form.direction === 'down' ? 1 : 0;
      if (!parsed.success || direction === 0) return fail(400, { intent, error: 'Unknown photo.' });
      const order = (await listLibrary(context.env, site.id)).filter((p) => p.kind === 'photo').map((p) => p.id);
      const at = order.indexOf(parsed.data.photoId);
      if (at < 0) return fail(404, { intent, error: 'This image is no longer there. Reload the page.' });
      const to = Math.min(order.length - 1, Math.max(0, at + direction));
      [order[at], order[to]] = [order[to], order[at]];
      const result = await reorderPhotos(context.env, { ...ids, order });
      return result.ok ? back('moved') : fail(result.status, { intent, error: result.message });
    }
    case 'reorder': {
      const parsed = reorderSchema.safeParse(form);
      if (!parsed.success) return fail(400, { intent, error: parsed.error.issues[0]?.message ?? 'The new order could not be read.' });
      const result = await reorderPhotos(context.env, { ...ids, order: parsed.data.order });
      return result.ok ? back('moved') : fail(result.status, { intent, error: result.message });
    }
    default:
      return fail(400, { intent, error: 'Unknown action.' });
  }
}

function thumbnail(projectId: number, photo: LibraryPhoto) {
  const width = photo.widths[0];
  return { src: `/api/projects/${projectId}/photos/${photo.id}/w${width}.webp`, width, height: Math.round((photo.height * width) / photo.width) };
}

export default function ProjectPhotos() {
  const { project, library, storage, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const logo = library.find((p) => p.kind === 'logo') ?? null;
  const photos = library.filter((p) => p.kind === 'photo');
  const full = photos.length >= MAX_PHOTOS;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6" aria-labelledby="photos-title">
      <p className="text-sm">
        <Link to={`/projects/${project.id}`} className="font-medium text-brand-700 underline">
          Back to {project.name}
        </Link>
      </p>
      <h1 id="photos-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        Logo and photos
      </h1>
      <p className="mt-2 text-slate-700">
        Your own logo and up to {MAX_PHOTOS} photos for <span dir="auto">{project.name}</span>. JPEG, PNG, WebP or AVIF, up to{' '}
        {formatBytes(MAX_UPLOAD_BYTES)} each. Location and camera details are removed before anything is stored. The next generation or
        saved edit of the site shows them.
      </p>
      <div className="mt-4">
        <p id="storage-text" className="text-sm text-slate-700" data-testid="storage">
          Storage: {storage.text}
        </p>
        <meter className="mt-1 w-full max-w-sm" min={0} max={storage.quota} value={storage.used} aria-labelledby="storage-text" />
      </div>
      {done ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          {DONE_TEXT[done]}
        </p>
      ) : null}
      {result && result.intent !== 'upload' && !result.photoId ? (
        <p role="alert" className="field-error mt-4">
          {result.error}
        </p>
      ) : null}

      <UploadForm projectId={project.id} hasLogo={Boolean(logo)} full={full} result={result?.intent === 'upload' ? result : undefined} />

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Logo</h2>
      {logo ? (
        <ul className="mt-3">
          <PhotoItem projectId={project.id} photo={logo} result={result} />
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">No logo yet: the site shows the business name in the header.</p>
      )}
      <h2 className="mt-10 text-xl font-semibold text-slate-900">
        Photos ({photos.length} of {MAX_PHOTOS})
      </h2>
      {photos.length === 0 ? <p className="mt-2 text-slate-700">No photos yet: the site shows its drawn artwork.</p> : <PhotoList projectId={project.id} photos={photos} result={result} />}
    </section>
  );
}

function UploadForm({ projectId, hasLogo, full, result }: { projectId: number; hasLogo: boolean; full: boolean; result?: ActionResult }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [kind, setKind] = useState<PhotoKind>(full ? 'logo' : 'photo');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [clientError, setClientError] = useState<{ error: string; fields?: Record<string, string> } | null>(null);
  const [dragging, setDragging] = useState(false);
  const altRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const shown = clientError ?? result;
  const { field, error } = fieldErrorHelpers('upload', shown?.fields ?? {});

  function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setClientError(null);
    if (!next) return;
    if (altRef.current && !altRef.current.value.trim()) altRef.current.value = altFromFileName(next.name);
    void prepareUpload(next, kind).then((p) => setPreview(p.preview));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = file ?? (form.get('file') as File | null);
    if (!chosen || chosen.size === 0) {
      setClientError({ error: 'Please check the form.', fields: { file: 'Choose an image file to upload.' } });
      return;
    }
    const prepared = await prepareUpload(chosen, kind);
    form.set('file', prepared.blob, prepared.name);
    setProgress(0);
    const answer = await sendUpload(`/api/projects/${projectId}/photos`, form, setProgress);
    setProgress(null);
    if (!answer.ok) {
      const fields = Object.fromEntries(Object.entries(answer.fields ?? { file: [answer.message] }).map(([k, v]) => [k, v[0]]));
      setClientError({ error: answer.message, fields });
      return;
    }
    event.currentTarget?.reset();
    if (fileRef.current) fileRef.current.value = '';
    choose(null);
    revalidator.revalidate();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    if (fileRef.current) {
      const transfer = new DataTransfer();
      transfer.items.add(dropped);
      fileRef.current.files = transfer.files;
    }
    choose(dropped);
  }

  const busy = progress !== null || navigation.state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" className="card mt-8" onSubmit={onSubmit} aria-labelledby="upload-title" noValidate={hydrated}>
      <h2 id="upload-title" className="text-xl font-semibold text-slate-900">
        Add an image
      </h2>
      {shown && shown.error !== shown.fields?.file ? (
        <p role="alert" className="field-error">
          {shown.error}
        </p>
      ) : null}
      <fieldset className="mt-4">
        <legend className="field-label">What is it?</legend>
        <div className="mt-1 flex gap-6">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" value="photo" checked={kind === 'photo'} onChange={() => setKind('photo')} disabled={full} /> A photo
            {full ? ` (all ${MAX_PHOTOS} used)` : null}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" value="logo" checked={kind === 'logo'} onChange={() => setKind('logo')} /> {hasLogo ? 'A new logo (replaces the current one)' : 'The logo'}
          </label>
        </div>
      </fieldset>
      <div
        className={`mt-4 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="dropzone"
      >
        <label className="field-label" htmlFor="upload-file">
          Image file{hydrated ? ' (or drop it here)' : ''}
        </label>
        <input
          ref={fileRef}
          {...field('file')}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="mt-1 block text-sm"
          onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
        />
        {error('file')}
        {preview ? <img src={preview} alt="Preview of the chosen image" className="mt-3 max-h-40 rounded" data-testid="upload-preview" /> : null}
      </div>
      <div className="mt-4">
        <label className="field-label" htmlFor="upload-alt">
          Description for people who cannot see it (alt text)
        </label>
        <input ref={altRef} {...field('alt')} type="text" maxLength={200} className="field-input" aria-describedby="upload-alt-hint" />
        <p id="upload-alt-hint" className="mt-1 text-sm text-slate-600">
          Say what the image shows, e.g. “Fresh sourdough loaves on the counter”. Left empty, the file name suggests one you can correct
          afterwards.
        </p>
        {error('alt')}
      </div>
      {kind === 'photo' ? <PlaceFields prefix="upload" errors={shown?.fields ?? {}} /> : null}
      {progress !== null ? (
        <div className="mt-4">
          <label className="field-label" htmlFor="upload-progress">
            Uploading
          </label>
          <progress id="upload-progress" className="w-full" max={1} value={progress} data-testid="upload-progress" />
        </div>
      ) : null}
      <button type="submit" className="btn-primary mt-4" disabled={busy}>
        {busy ? 'Uploading…' : 'Upload'}
      </button>
    </Form>
  );
}

function PlaceFields({ prefix, errors, place, offering }: { prefix: string; errors: Record<string, string>; place?: string | null; offering?: number | null }) {
  const { field, error } = fieldErrorHelpers(prefix, errors);
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <div>
        <label className="field-label" htmlFor={`${prefix}-place`}>
          Where it goes
        </label>
        <select {...field('place')} className="field-input" defaultValue={place ?? 'gallery'}>
          {PHOTO_PLACES.map((p) => (
            <option key={p} value={p}>
              {PLACE_LABELS[p]}
            </option>
          ))}
        </select>
        {error('place')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${prefix}-offering`}>
          Offering number (for an offering card: 1 is the first)
        </label>
        <input {...field('offering')} type="number" min={1} max={99} className="field-input" defaultValue={offering ?? ''} />
        {error('offering')}
      </div>
    </div>
  );
}

function PhotoList({ projectId, photos, result }: { projectId: number; photos: LibraryPhoto[]; result?: ActionResult }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [order, setOrder] = useState<string[] | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const byId = new Map(photos.map((p) => [p.id, p]));
  const shown = (order ?? photos.map((p) => p.id)).map((id) => byId.get(id)).filter((p): p is LibraryPhoto => Boolean(p));

  function dropOn(targetId: string, moved: string | null) {
    setDragged(null);
    if (!moved || moved === targetId || !byId.has(moved)) return;
    const ids = shown.map((p) => p.id).filter((id) => id !== moved);
    ids.splice(ids.indexOf(targetId), 0, moved);
    setOrder(ids);
    submit({ intent: 'reorder', order: ids.join(',') }, { method: 'post' });
  }

  return (
    <ol className="mt-3 space-y-4" data-testid="photo-list">
      {shown.map((photo, i) => (
        <PhotoItem
          key={photo.id}
          projectId={projectId}
          photo={photo}
          result={result}
          position={{ index: i, count: shown.length }}
          drag={
            hydrated
              ? {
                  draggable: true,
                  onDragStart: (e: DragEvent) => {
                    e.dataTransfer.setData('text/plain', photo.id);
                    e.dataTransfer.effectAllowed = 'move';
                    setDragged(photo.id);
                  },
                  onDragOver: (e: DragEvent) => {
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                  },
                  onDrop: (e: DragEvent) => {
                    e.preventDefault();
                    dropOn(photo.id, e.dataTransfer.getData('text/plain') || dragged);
                  },
                }
              : undefined
          }
        />
      ))}
    </ol>
  );
}

function PhotoItem({
  projectId,
  photo,
  result,
  position,
  drag,
}: {
  projectId: number;
  photo: LibraryPhoto;
  result?: ActionResult;
  position?: { index: number; count: number };
  drag?: Record<string, unknown>;
}) {
  const errors = result?.photoId === photo.id ? (result.fields ?? {}) : {};
  const prefix = `photo-${photo.id}`;
  const { field, error } = fieldErrorHelpers(prefix, errors);
  const thumb = thumbnail(projectId, photo);
  return (
    <li className="card flex flex-col gap-4 sm:flex-row" data-testid="photo-item" data-photo-id={photo.id} {...drag}>
      <img src={thumb.src} alt={photo.alt} width={thumb.width} height={thumb.height} className="h-auto w-40 rounded object-cover" loading="lazy" />
      <div className="flex-1">
        <p className="text-sm text-slate-600">
          {photo.width} × {photo.height} px, {formatBytes(photo.bytes)} stored{drag ? ' · drag to reorder' : ''}
        </p>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="photoId" value={photo.id} />
          <label className="field-label" htmlFor={`${prefix}-alt`}>
            Description (alt text)
          </label>
          <input {...field('alt')} type="text" required maxLength={200} className="field-input" defaultValue={photo.alt} />
          {error('alt')}
          {photo.kind === 'photo' ? <PlaceFields prefix={prefix} errors={errors} place={photo.place} offering={photo.offering} /> : null}
          <button type="submit" className="btn-secondary mt-3">
            Save<span className="sr-only"> {photo.alt}</span>
          </button>
        </Form>
        <div className="mt-3 flex flex-wrap gap-2">
          {position ? (
            <>
              <Form method="post">
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="photoId" value={photo.id} />
                <input type="hidden" name="direction" value="up" />
                <button type="submit" className="btn-ghost" disabled={position.index === 0}>
                  Move up<span className="sr-only"> {photo.alt}</span>
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="photoId" value={photo.id} />
                <input type="hidden" name="direction" value="down" />
                <button type="submit" className="btn-ghost" disabled={position.index === position.count - 1}>
                  Move down<span className="sr-only"> {photo.alt}</span>
                </button>
              </Form>
            </>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="photoId" value={photo.id} />
            <button type="submit" className="btn-ghost text-red-700">
              Remove<span className="sr-only"> {photo.alt}</span>
            </button>
          </Form>
        </div>
        {result?.photoId === photo.id && !result.fields ? (
          <p role="alert" className="field-error">
            {result.error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
