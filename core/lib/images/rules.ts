import { z } from 'zod';

/**
 * The rules for the business's own images (docs/decisions/180-photos-storage-and-processing.md), shared by
 * the browser (checks before upload, the downscale target) and the server (which decides).
 */

/** Largest upload the server reads: bigger files are refused before they are decoded. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest image accepted, in pixels (width × height); the browser reduces anything larger than ORIGINAL_MAX_EDGE. */
export const MAX_PIXELS = 40_000_000;
/**
 * Largest image the Worker itself decodes, in pixels: a progressive JPEG's decoder holds about 8 bytes a
 * pixel besides the 4 it hands back, and a Worker isolate has 128 MB in all (docs/decisions/185, measured in
 * tests/worker/photos-memory.test.ts). Only an upload the browser did not reduce (no JavaScript) is larger.
 */
export const MAX_DECODE_PIXELS = 4_000_000;
/**
 * WebAssembly memory one decoder may grow to (docs/decisions/185, 256). A decoder that asks for more is reading
 * an image larger than its header said (a 1.6 KB AVIF whose header says 100 × 100 grew one to 856 MB), or an AVIF
 * near MAX_DECODE_PIXELS (about 35 bytes a pixel, against a JPEG's 10): it is stopped and the image refused. With
 * the upload's copies and the pixels handed back it fits the isolate (tests/worker/photos-memory.test.ts).
 */
export const MAX_DECODER_MEMORY_BYTES = 56 * 1024 * 1024;
/**
 * Blocks (8 × 8 pixels of one component) a JPEG's scans may visit in all, read from its markers before decoding
 * (docs/decisions/262). A progressive decoder goes over every block of a scan's components in each scan, even one
 * that codes nothing, so a file of 16-byte scans is tens of thousands of passes over the image: 50,000 of them (a
 * file of 840 KB, 2000 × 2000) took mozjpeg's decoder 24 s of CPU, against a Worker's 30 s a request. Encoders
 * write 4 to 10 scans; this allows 64 scans of three full-size components at MAX_DECODE_PIXELS (0.2 s measured).
 */
export const MAX_JPEG_SCAN_BLOCKS = 64 * 3 * (MAX_DECODE_PIXELS / 64);
/** Photos per project, the logo not counted. */
export const MAX_PHOTOS = 12;
/** Stored bytes per user over every project (originals and web sizes). */
export const STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;
/** Uploads per user per hour (each one decodes and encodes several images in the Worker). */
export const UPLOADS_PER_HOUR = 60;
/** Changes (alt text, place, order, removal) per user per minute. */
export const PHOTO_EDITS_PER_MINUTE = 120;

/** The JSON upload the photo forms send with JavaScript (progress bar). */
export function photosApiPath(projectId: number): string {
  return `/api/projects/${projectId}/photos`;
}

/** Where the owner's browser reads a stored image file (`{root}{photoId}/{file}`, owner only). */
export function ownerMediaRoot(projectId: number): string {
  return `${photosApiPath(projectId)}/`;
}

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const ACCEPT_ATTRIBUTE = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

export const PHOTO_KINDS = ['logo', 'photo'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** Where a photo goes on the site. A logo always goes in the header (and the favicon). */
export const PHOTO_PLACES = ['hero', 'about', 'gallery', 'offering'] as const;
export type PhotoPlace = (typeof PHOTO_PLACES)[number];
export const PLACE_LABELS: Record<PhotoPlace, string> = {
  hero: 'Hero (top of the home page)',
  about: 'About section',
  gallery: 'Gallery',
  offering: 'An offering card',
};

/** Web sizes: widths in CSS pixels × density; a logo is small, so it gets its own set. */
export const WEB_WIDTHS: Record<PhotoKind, readonly number[]> = {
  photo: [480, 960, 1600],
  logo: [96, 192, 512],
};

/**
 * The long edge of the stored original: the widest web size, kept at a higher quality. The browser reduces
 * larger images to this before upload, and the server reduces what arrives larger (docs/decisions/185: an
 * encoder's memory grows with the pixels, about 16 bytes each).
 */
export const ORIGINAL_MAX_EDGE = Math.max(...WEB_WIDTHS.photo);

export const ALT_MAX = 200;
export const altSchema = z
  .string('Describe the image for people who cannot see it.')
  .trim()
  .min(1, 'Describe the image for people who cannot see it.')
  .max(ALT_MAX, `Keep the description under ${ALT_MAX} characters.`);

export const placeSchema = z.enum(PHOTO_PLACES, 'Choose where the photo goes.');
export const kindSchema = z.enum(PHOTO_KINDS, 'Choose logo or photo.');

/** Text fields of an upload (the file itself is checked by its bytes, never by its name or type). */
export const uploadFieldsSchema = z.object({
  kind: kindSchema,
  alt: altSchema,
  place: placeSchema.optional(),
  /** Which offering a card photo belongs to (its position in the offerings list, from 1). */
  offering: z
    .string()
    .regex(/^(|[1-9]\d?)$/, 'Choose an offering.')
    .optional()
    .transform((v) => (v ? Number(v) : null)),
});

export const updatePhotoSchema = z.object({
  photoId: z.string().regex(/^[a-f0-9]{32}$/, 'Unknown photo.'),
  alt: altSchema,
  place: placeSchema.optional(),
  offering: uploadFieldsSchema.shape.offering,
});

export const photoIdSchema = z.object({ photoId: updatePhotoSchema.shape.photoId });

export const reorderSchema = z.object({
  order: z
    .string()
    .regex(/^[a-f0-9]{32}(,[a-f0-9]{32}){0,11}$/, 'The new order could not be read.')
    .transform((v) => v.split(',')),
});

/**
 * A suggested description from the file name: "IMG_2041.jpg" gives nothing useful, "fresh-sourdough_loaves.jpg"
 * gives "Fresh sourdough loaves". The owner still has to confirm or write it.
 */
export function altFromFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const words = base
    .replace(/[_\-.+]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/\s+/)
    .filter((w) => w && !/^\d+$/.test(w) && !/^(img|dsc|dscn|dscf|pxl|photo|image|screenshot|whatsapp|scan|copy|final|edit(ed)?)$/i.test(w) && !/^\d{4,}/.test(w));
  if (words.length === 0) return '';
  const text = words.join(' ').toLowerCase().slice(0, ALT_MAX);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The refusal of an image over MAX_PIXELS, worded the same in the browser and on the server. */
export function tooManyPixelsText(width: number, height: number, limit = MAX_PIXELS): string {
  return `This image is ${width} × ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels); ${limit === MAX_PIXELS ? '' : 'sent as it is, '}the limit is ${limit / 1e6} megapixels.`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
