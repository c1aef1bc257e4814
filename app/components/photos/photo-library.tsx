import { Form, useLocation, useNavigate, useNavigation, useSubmit } from '@remix-run/react';
import { useRef, useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { prepareUpload, sendUpload } from '~/components/photos/client-image';
import { fieldErrorHelpers } from '~/components/ui/field-errors';
import {
  ACCEPT_ATTRIBUTE,
  altFromFileName,
  formatBytes,
  MAX_PHOTOS,
  MAX_UPLOAD_BYTES,
  ownerMediaRoot,
  photosApiPath,
  PHOTO_PLACES,
  PLACE_LABELS,
  type PhotoKind,
} from '~core/lib/images/rules';
import { useHydrated } from '~/lib/use-hydrated';
import type { PhotoActionResult } from '~/utils/photo-actions.server';
import type { LibraryPhoto } from '~core/models/photos.server';

/**
 * The logo-and-photos forms, one component for every page that offers them: the photos page, the facts
 * step and the site editor (docs/decisions/182, 184). Each form posts to the page it is on, whose action
 * hands it to app/utils/photo-actions.server.ts. Without JavaScript every action is a plain form
 * (multipart upload); with it the upload gets drag and drop, a preview, a browser-side downscale and a
 * progress bar (sent to the JSON API), and the photos can be dragged into order.
 */

type ActionResult = PhotoActionResult;

export type PhotoLibraryProps = {
  projectId: number;
  library: LibraryPhoto[];
  storage: { used: number; quota: number; text: string };
  /** The message of the change just made (after a redirect), if any. */
  done: string | null;
  result?: ActionResult;
  /** The level of the section's own heading: 1 on the photos page, 2 inside another page. */
  level: 1 | 2;
  /** Text under the heading. */
  intro?: ReactNode;
  /** When the site shows the images; the editor, which can publish them at once, says its own (docs/decisions/159). */
  shownWhen?: string;
  /** Shown after the list (the editor's publish button). */
  after?: ReactNode;
};

/** When a completed site shows new images: once published with PublishImagesForm or with any saved edit (docs/decisions/259). */
export const SHOWN_ONCE_PUBLISHED = 'Your site shows them once you publish them with the button below or save any section.';

/**
 * Publishes the completed site re-rendered with the current logo and photos as a new version. It posts to the
 * editor's action, which owns publishing, from the editor and from the photos page alike (docs/decisions/184, 259).
 */
export function PublishImagesForm({ projectId, disabled = false }: { projectId: number; disabled?: boolean }) {
  return (
    <Form method="post" action={`/projects/${projectId}/edit`} className="mt-6">
      <input type="hidden" name="intent" value="publish-photos" />
      <button type="submit" className="btn-primary" disabled={disabled}>
        Publish the site with these images
      </button>
    </Form>
  );
}

/** The section: heading, storage figure, upload form, logo and photo list. */
export function PhotoLibrary({
  projectId,
  library,
  storage,
  done,
  result,
  level,
  intro,
  shownWhen = 'The next generation or saved edit of the site shows them.',
  after,
}: PhotoLibraryProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  const Sub = level === 1 ? 'h2' : 'h3';
  const logo = library.find((p) => p.kind === 'logo') ?? null;
  const photos = library.filter((p) => p.kind === 'photo');
  const full = photos.length >= MAX_PHOTOS;
  return (
    <section id="photos" aria-labelledby="photos-title" className={level === 1 ? undefined : 'mt-10'}>
      <Title id="photos-title" className={level === 1 ? 'mt-2 text-3xl font-bold tracking-tight text-slate-900' : 'text-2xl font-bold text-slate-900'}>
        Logo and photos
      </Title>
      <p className="mt-2 text-slate-700">
        {intro ? <>{intro} </> : null}Your own logo and up to {MAX_PHOTOS} photos: JPEG, PNG, WebP or AVIF, up to {formatBytes(MAX_UPLOAD_BYTES)} each. Location and
        camera details are removed before anything is stored. {shownWhen}
      </p>
      <div className="mt-4">
        <p id="storage-text" className="text-sm text-slate-700" data-testid="storage">
          Storage: {storage.text}
        </p>
        <meter className="mt-1 w-full max-w-sm" min={0} max={storage.quota} value={storage.used} aria-labelledby="storage-text" />
      </div>
      {done ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          {done}
        </p>
      ) : null}
      {result && result.intent !== 'upload' && !result.photoId ? (
        <p role="alert" className="field-error mt-4">
          {result.error}
        </p>
      ) : null}

      <UploadForm projectId={projectId} hasLogo={Boolean(logo)} full={full} result={result?.intent === 'upload' ? result : undefined} Heading={Sub} />

      <Sub className="mt-10 text-xl font-semibold text-slate-900">Logo</Sub>
      {logo ? (
        <ul className="mt-3">
          <PhotoItem projectId={projectId} photo={logo} result={result} />
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">No logo yet: the site shows the business name in the header.</p>
      )}
      <Sub className="mt-10 text-xl font-semibold text-slate-900">
        Photos ({photos.length} of {MAX_PHOTOS})
      </Sub>
      {photos.length === 0 ? <p className="mt-2 text-slate-700">No photos yet: the site shows its drawn artwork.</p> : <PhotoList projectId={projectId} photos={photos} result={result} />}
      {after}
    </section>
  );
}

function thumbnail(projectId: number, photo: LibraryPhoto) {
  const width = photo.widths[0];
  return { src: `${ownerMediaRoot(projectId)}${photo.id}/w${width}.webp`, width, height: Math.round((photo.height * width) / photo.width) };
}

function UploadForm({ projectId, hasLogo, full, result, Heading }: { projectId: number; hasLogo: boolean; full: boolean; result?: ActionResult; Heading: 'h2' | 'h3' }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
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
    // Kept before the first await: React clears the event's currentTarget once the handler has returned.
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const chosen = file ?? (form.get('file') as File | null);
    if (!chosen || chosen.size === 0) {
      setClientError({ error: 'Please check the form.', fields: { file: 'Choose an image file to upload.' } });
      return;
    }
    const prepared = await prepareUpload(chosen, kind);
    if (prepared.refusal) {
      setClientError({ error: prepared.refusal, fields: { file: prepared.refusal } });
      return;
    }
    form.set('file', prepared.blob, prepared.name);
    setProgress(0);
    const answer = await sendUpload(photosApiPath(projectId), form, setProgress);
    setProgress(null);
    if (!answer.ok) {
      const fields = Object.fromEntries(Object.entries(answer.fields ?? { file: [answer.message] }).map(([k, v]) => [k, v[0]]));
      setClientError({ error: answer.message, fields });
      return;
    }
    // Emptied for the next image (its alt text must not carry over), and the same "Image added." as without
    // JavaScript: the page's loader reads it from the address (docs/decisions/259).
    formElement.reset();
    if (fileRef.current) fileRef.current.value = '';
    choose(null);
    navigate(`${location.pathname}?done=added`, { replace: true, preventScrollReset: true });
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
      <Heading id="upload-title" className="text-xl font-semibold text-slate-900">
        Add an image
      </Heading>
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
