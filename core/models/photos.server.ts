import type { Env } from '../env';
import { projectAccessSql } from '../access/projects.server';
import type { RateRule } from '../platform/rate-rules';
import type { PhotoKind, PhotoPlace } from '../lib/images/rules';
import { formatBytes, MAX_PHOTOS, PHOTO_EDITS_PER_MINUTE, STORAGE_QUOTA_BYTES, UPLOADS_PER_HOUR } from '../lib/images/rules';
import { processImage, type ImageCodecs } from '../lib/images/process.server';
import { fileBytes, readUploadForm, uploadFieldErrors, uploadFields, withUploadRoom, type UploadRoomRefusal } from '../lib/images/upload-form.server';
import { ownedSite } from '../access/projects.server';
import { PROJECT_NOT_FOUND, type Refusal } from '../lib/outcome';
import { deleteObjectsUnder, projectFilesPrefix } from '../lib/generation/storage.server';

/**
 * The business's own logo and photos (docs/decisions/180-photos-storage-and-processing.md and 181).
 * Bytes live in R2 under the project, `sites/{projectId}/media/{photoId}/{file}`; a row in `photos` per image
 * (the owner's library: in_library = 1), and `site_version_photos` records what each site version shows.
 * Bytes are deleted once an image is neither in the library nor used by any version.
 */

export type LibraryPhoto = {
  id: string;
  kind: PhotoKind;
  place: PhotoPlace | null;
  offering: number | null;
  alt: string;
  position: number;
  width: number;
  height: number;
  widths: number[];
  fallback: 'jpg' | 'png';
  bytes: number;
};

type PhotoRow = Omit<LibraryPhoto, 'widths'> & { widths: string };

export type PhotoFailure = Refusal<400 | 404 | 409 | 413 | 429>;

const PHOTO_COLUMNS = 'id, kind, place, offering, alt, position, width, height, widths, fallback, bytes';
const toPhoto = (r: PhotoRow): LibraryPhoto => ({ ...r, widths: r.widths.split(',').map(Number) });

export function mediaPrefix(projectId: number, photoId: string): string {
  return `${projectFilesPrefix(projectId)}media/${photoId}/`;
}

/** File names inside an image's folder: `original.jpg|png`, `w{width}.webp|jpg|png`. */
export const MEDIA_FILE = /^(original\.(?:jpg|png)|w[1-9]\d{0,3}\.(?:webp|jpg|png))$/;
export const PHOTO_ID = /^[a-f0-9]{32}$/;

/** Every file stored for an image. */
export function mediaFileNames(photo: Pick<LibraryPhoto, 'widths' | 'fallback'>): string[] {
  return [`original.${photo.fallback}`, ...photo.widths.flatMap((w) => [`w${w}.webp`, `w${w}.${photo.fallback}`])];
}

export function newPhotoId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The owner's library: the logo first, then the photos in their order. */
export async function listLibrary(env: Pick<Env, 'DB'>, projectId: number): Promise<LibraryPhoto[]> {
  const { results } = await env.DB.prepare(
    `select ${PHOTO_COLUMNS} from photos where project_id = ? and in_library = 1 order by kind = 'logo' desc, position, created_at`,
  )
    .bind(projectId)
    .all<PhotoRow>();
  return results.map(toPhoto);
}

/** Bytes stored for a user over every project, removed images still used by a version included. */
export async function storageUsed(env: Pick<Env, 'DB'>, userId: string): Promise<number> {
  const row = await env.DB.prepare('select coalesce(sum(bytes), 0) as used from photos where user_id = ?').bind(userId).first<{ used: number }>();
  return row?.used ?? 0;
}

export function quotaText(used: number): string {
  return `${formatBytes(used)} of ${formatBytes(STORAGE_QUOTA_BYTES)} used`;
}

const UPLOAD_RULES: RateRule[] = [{ name: 'hour', limit: UPLOADS_PER_HOUR, windowMs: 60 * 60_000 }];
const EDIT_RULES: RateRule[] = [{ name: 'minute', limit: PHOTO_EDITS_PER_MINUTE, windowMs: 60_000 }];

/** Counts one write against the user's photo limits; a failure when over (nothing else is done then). */
export async function limitPhotoWrite(env: Pick<Env, 'RATE_LIMITER'>, userId: string, what: 'upload' | 'edit'): Promise<PhotoFailure | null> {
  const rules = what === 'upload' ? UPLOAD_RULES : EDIT_RULES;
  const limiter = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`photos-${what}:user:${userId}`));
  const decisions = await limiter.hit(rules);
  const blocked = decisions.find((d) => !d.allowed);
  if (!blocked) return null;
  const retryAfterSeconds = Math.max(1, Math.ceil((blocked.resetAt - Date.now()) / 1000));
  const message =
    what === 'upload'
      ? `You can upload at most ${blocked.limit} images per hour. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`
      : `Too many changes in a minute. Please try again in ${retryAfterSeconds} seconds.`;
  return { ok: false, status: 429, code: 'RATE_LIMITED', message, retryAfterSeconds };
}

export type AddInput = {
  projectId: number;
  userId: string;
  kind: PhotoKind;
  alt: string;
  place?: PhotoPlace | null;
  offering?: number | null;
  file: Uint8Array;
};

/**
 * Checks, processes and stores one image. Every refusal (bad bytes, limits, quota) happens before anything
 * is written; if the final conditional insert loses a race (count or quota), the bytes just written are
 * deleted again, so a refused upload leaves nothing behind.
 */
export async function addPhoto(env: Pick<Env, 'DB' | 'SITES'>, codecs: ImageCodecs, input: AddInput): Promise<{ ok: true; photo: LibraryPhoto } | PhotoFailure> {
  const site = await ownedSite(env, input.projectId, input.userId, 'write');
  if (!site) return PROJECT_NOT_FOUND;
  const counts = await env.DB.prepare(
    `select (select count(*) from photos where project_id = ?1 and in_library = 1 and kind = 'photo') as photos,
            (select coalesce(sum(bytes), 0) from photos where user_id = ?2) as used`,
  )
    .bind(input.projectId, input.userId)
    .first<{ photos: number; used: number }>();
  const tooMany: PhotoFailure = { ok: false, status: 409, code: 'TOO_MANY_PHOTOS', message: `A site can have up to ${MAX_PHOTOS} photos. Remove one to add another.` };
  if (input.kind === 'photo' && (counts?.photos ?? 0) >= MAX_PHOTOS) return tooMany;
  const overQuota = (used: number): PhotoFailure => ({
    ok: false,
    status: 413,
    code: 'QUOTA_EXCEEDED',
    message: `Not enough storage left: ${quotaText(used)}. Remove images you no longer need.`,
  });
  if ((counts?.used ?? 0) >= STORAGE_QUOTA_BYTES) return overQuota(counts?.used ?? 0);

  const processed = await processImage(codecs, input.file, input.kind);
  if (!processed.ok) return processed;
  if ((counts?.used ?? 0) + processed.bytes > STORAGE_QUOTA_BYTES) return overQuota(counts?.used ?? 0);

  const id = newPhotoId();
  const prefix = mediaPrefix(input.projectId, id);
  const written = await Promise.allSettled(
    processed.files.map((f) => env.SITES.put(prefix + f.name, f.body, { httpMetadata: { contentType: f.contentType } })),
  );
  const removeBytes = () => env.SITES.delete(processed.files.map((f) => prefix + f.name));
  if (written.some((r) => r.status === 'rejected')) {
    await removeBytes();
    throw (written.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
  }
  const place = input.kind === 'logo' ? null : (input.place ?? 'gallery');
  const offering = place === 'offering' ? (input.offering ?? 1) : null;
  const widths = processed.widths.join(',');
  let inserted: { id: string } | null = null;
  try {
    // The logo goes in as a removed image first: the unique index allows one logo in the library, and the
    // swap below moves both in one transaction.
    inserted = await env.DB.prepare(
      `insert into photos (id, project_id, user_id, kind, place, offering, alt, position, width, height, widths, fallback, bytes, in_library)
       select ?1, ?2, ?3, ?4, ?5, ?6, ?7,
              coalesce((select max(position) from photos where project_id = ?2 and in_library = 1), 0) + 1,
              ?8, ?9, ?10, ?11, ?12, ?13
        where exists (select 1 from projects where id = ?2 and ${projectAccessSql('write', '?3')})
          and (?4 = 'logo' or (select count(*) from photos where project_id = ?2 and in_library = 1 and kind = 'photo') < ?14)
          and (select coalesce(sum(bytes), 0) from photos where user_id = ?3) + ?12 <= ?15
       returning id`,
    )
      .bind(id, input.projectId, input.userId, input.kind, place, offering, input.alt, processed.width, processed.height, widths, processed.fallback, processed.bytes, input.kind === 'logo' ? 0 : 1, MAX_PHOTOS, STORAGE_QUOTA_BYTES)
      .first<{ id: string }>();
  } catch (error) {
    await removeBytes();
    throw error;
  }
  if (!inserted) {
    await removeBytes();
    const used = await storageUsed(env, input.userId);
    return used + processed.bytes > STORAGE_QUOTA_BYTES ? overQuota(used) : tooMany;
  }
  if (input.kind === 'logo') {
    await env.DB.batch([
      env.DB.prepare("update photos set in_library = 0 where project_id = ? and kind = 'logo' and in_library = 1").bind(input.projectId),
      env.DB.prepare('update photos set in_library = 1 where id = ?').bind(id),
    ]);
    await collectUnused(env, input.projectId);
  }
  const row = await env.DB.prepare(`select ${PHOTO_COLUMNS} from photos where id = ?`).bind(id).first<PhotoRow>();
  return { ok: true, photo: toPhoto(row!) };
}

/**
 * One upload as the photo forms post it (the API with JavaScript, the pages without), the owner already checked:
 * room in the isolate for its body (docs/decisions/262), the hourly limit, the form, then `addPhoto`. Every refusal
 * comes before anything is written, and a refusal for room before anything is read or counted.
 */
export async function uploadPhoto(
  env: Pick<Env, 'DB' | 'SITES' | 'RATE_LIMITER'>,
  codecs: ImageCodecs,
  request: Request,
  owner: { projectId: number; userId: string },
): Promise<{ ok: true; photo: LibraryPhoto } | PhotoFailure | UploadRoomRefusal> {
  return withUploadRoom(request, owner.userId, async () => {
    const limited = await limitPhotoWrite(env, owner.userId, 'upload');
    if (limited) return limited;
    const read = await readUploadForm(request);
    if (!read.ok) return read;
    const file = await fileBytes(read.form);
    const fields = uploadFields(read.form, file?.name);
    if (!fields.success || !file) {
      const errors = uploadFieldErrors(fields.success ? [] : fields.error.issues, file);
      return { ok: false, status: 400, code: 'VALIDATION_ERROR', message: Object.values(errors)[0], fields: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])) };
    }
    return addPhoto(env, codecs, { ...owner, ...fields.data, file: file.bytes });
  });
}

async function ownedPhoto(env: Pick<Env, 'DB'>, projectId: number, userId: string, photoId: string) {
  return env.DB.prepare(
    `select id, kind from photos
      where id = ?1 and project_id = ?2 and in_library = 1
        and exists (select 1 from projects where projects.id = ?2 and ${projectAccessSql('write', '?3', 'projects')})`,
  )
    .bind(photoId, projectId, userId)
    .first<{ id: string; kind: PhotoKind }>();
}

const PHOTO_NOT_FOUND: PhotoFailure = { ok: false, status: 404, code: 'NOT_FOUND', message: 'This image is no longer there. Reload the page.' };

export async function updatePhoto(
  env: Pick<Env, 'DB'>,
  input: { projectId: number; userId: string; photoId: string; alt: string; place?: PhotoPlace | null; offering?: number | null },
): Promise<{ ok: true } | PhotoFailure> {
  const photo = await ownedPhoto(env, input.projectId, input.userId, input.photoId);
  if (!photo) return PHOTO_NOT_FOUND;
  const place = photo.kind === 'logo' ? null : (input.place ?? 'gallery');
  await env.DB.prepare('update photos set alt = ?, place = ?, offering = ? where id = ?')
    .bind(input.alt, place, place === 'offering' ? (input.offering ?? 1) : null, photo.id)
    .run();
  return { ok: true };
}

/** Takes an image off the photos page; its bytes go once no site version shows it. */
export async function removePhoto(env: Pick<Env, 'DB' | 'SITES'>, input: { projectId: number; userId: string; photoId: string }): Promise<{ ok: true } | PhotoFailure> {
  const photo = await ownedPhoto(env, input.projectId, input.userId, input.photoId);
  if (!photo) return PHOTO_NOT_FOUND;
  await env.DB.prepare('update photos set in_library = 0 where id = ?').bind(photo.id).run();
  await collectUnused(env, input.projectId);
  return { ok: true };
}

/** A new order for the photos (ids in order); ids that are not the project's are refused as a whole. */
export async function reorderPhotos(env: Pick<Env, 'DB'>, input: { projectId: number; userId: string; order: string[] }): Promise<{ ok: true } | PhotoFailure> {
  const library = (await listLibrary(env, input.projectId)).filter((p) => p.kind === 'photo');
  const known = new Set(library.map((p) => p.id));
  const unique = new Set(input.order);
  if (unique.size !== input.order.length || input.order.some((id) => !known.has(id)) || !(await ownedSite(env, input.projectId, input.userId, 'write'))) {
    return PHOTO_NOT_FOUND;
  }
  // Photos left out of the list keep their relative order after the listed ones.
  const order = [...input.order, ...library.map((p) => p.id).filter((id) => !unique.has(id))];
  await env.DB.batch(order.map((id, i) => env.DB.prepare('update photos set position = ? where id = ? and project_id = ?').bind(i + 1, id, input.projectId)));
  return { ok: true };
}

/** Deletes the bytes and rows of images that are neither in the library nor shown by any version. */
export async function collectUnused(env: Pick<Env, 'DB' | 'SITES'>, projectId: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `select id from photos p where project_id = ? and in_library = 0
        and not exists (select 1 from site_version_photos s where s.photo_id = p.id)`,
  )
    .bind(projectId)
    .all<{ id: string }>();
  for (const { id } of results) {
    await deleteObjectsUnder(env.SITES, mediaPrefix(projectId, id));
    // Only a row still unused is deleted: a version published meanwhile keeps it (its bytes are then
    // missing, which serving answers with a 404, never with another owner's file).
    await env.DB.prepare(
      'delete from photos where id = ?1 and in_library = 0 and not exists (select 1 from site_version_photos where photo_id = ?1)',
    )
      .bind(id)
      .run();
  }
  return results.length;
}

/**
 * The statement that records the library as what `version` shows; callers put it in the same batch that
 * publishes the version, so a version and its images appear together.
 */
export function snapshotStatement(db: D1Database, projectId: number, version: number): D1PreparedStatement {
  return db
    .prepare(
      `insert or ignore into site_version_photos (project_id, version, photo_id, kind, place, offering, alt, position)
       select project_id, ?2, id, kind, place, offering, alt, position from photos
        where project_id = ?1 and in_library = 1
          and exists (select 1 from site_versions where project_id = ?1 and version = ?2)`,
    )
    .bind(projectId, version);
}

/** What version `filesVersion` shows (the version whose files are served), logo first. */
export async function versionPhotos(env: Pick<Env, 'DB'>, projectId: number, filesVersion: number): Promise<LibraryPhoto[]> {
  const { results } = await env.DB.prepare(
    `select p.id, s.kind, s.place, s.offering, s.alt, s.position, p.width, p.height, p.widths, p.fallback, p.bytes
       from site_version_photos s join photos p on p.id = s.photo_id
      where s.project_id = ? and s.version = ? order by s.kind = 'logo' desc, s.position`,
  )
    .bind(projectId, filesVersion)
    .all<PhotoRow>();
  return results.map(toPhoto);
}

/** Whether version `filesVersion` of the project shows this image (public serving checks this). */
export async function versionShowsPhoto(env: Pick<Env, 'DB'>, projectId: number, filesVersion: number, photoId: string): Promise<boolean> {
  const row = await env.DB.prepare('select 1 as yes from site_version_photos where project_id = ? and version = ? and photo_id = ?')
    .bind(projectId, filesVersion, photoId)
    .first();
  return Boolean(row);
}

/**
 * After a restore, the library becomes what the restored files show (their words and places too), and
 * images only the abandoned library had are collected unless a version still shows them.
 */
export async function restoreLibrary(env: Pick<Env, 'DB' | 'SITES'>, projectId: number, filesVersion: number): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('update photos set in_library = 0 where project_id = ? and in_library = 1').bind(projectId),
    env.DB.prepare(
      `update photos set in_library = 1, alt = s.alt, place = s.place, offering = s.offering, position = s.position
         from site_version_photos s
        where s.photo_id = photos.id and s.project_id = ?1 and s.version = ?2 and photos.project_id = ?1`,
    ).bind(projectId, filesVersion),
  ]);
  await collectUnused(env, projectId);
}

/** An image file of a project the caller may read (for the photos page), or null: anyone else's is never found. */
export async function ownedMediaFile(env: Pick<Env, 'DB' | 'SITES'>, input: { projectId: number; userId: string; photoId: string; file: string }) {
  if (!PHOTO_ID.test(input.photoId) || !MEDIA_FILE.test(input.file)) return null;
  const row = await env.DB.prepare(
    `select 1 as yes from photos
      where id = ?1 and project_id = ?2 and exists (select 1 from projects where projects.id = ?2 and ${projectAccessSql('read', '?3', 'projects')})`,
  )
    .bind(input.photoId, input.projectId, input.userId)
    .first();
  if (!row) return null;
  return env.SITES.get(mediaPrefix(input.projectId, input.photoId) + input.file);
}
