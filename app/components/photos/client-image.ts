import { MAX_PIXELS, MAX_UPLOAD_BYTES, ORIGINAL_MAX_EDGE, tooManyPixelsText, type PhotoKind } from '~core/lib/images/rules';

/**
 * Browser-side help before an upload (docs/decisions/182): a small preview, and a downscale to
 * ORIGINAL_MAX_EDGE so phones send a few hundred KB instead of 10 MB. `createImageBitmap` applies the EXIF
 * orientation; the canvas re-encode drops the metadata before it leaves the device. A file the browser
 * cannot decode (HEIC in most browsers) is sent as it is, and the server explains the refusal.
 */
export async function prepareUpload(file: File, kind: PhotoKind): Promise<{ blob: Blob; name: string; preview: string | null; refusal?: string }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, name: file.name, preview: null };
  }
  const preview = draw(bitmap, 160).toDataURL('image/jpeg', 0.7);
  // The server only ever sees the reduced copy, so the limit on what may be chosen is checked here.
  if (bitmap.width * bitmap.height > MAX_PIXELS) {
    const refusal = tooManyPixelsText(bitmap.width, bitmap.height);
    bitmap.close();
    return { blob: file, name: file.name, preview, refusal };
  }
  const scale = Math.min(1, ORIGINAL_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  // An AVIF is re-encoded whatever its size: its decoder needs about 35 bytes a pixel, more than the server's
  // decoder cap allows from about 1.6 MP (docs/decisions/256).
  if (scale === 1 && file.size <= MAX_UPLOAD_BYTES && file.type !== 'image/avif') {
    bitmap.close();
    return { blob: file, name: file.name, preview };
  }
  const canvas = draw(bitmap, Math.round(Math.max(bitmap.width, bitmap.height) * scale));
  bitmap.close();
  const type = kind === 'logo' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) return { blob: file, name: file.name, preview };
  return { blob, name: file.name.replace(/\.[^.]*$/, '') + (kind === 'logo' ? '.png' : '.jpg'), preview };
}

function draw(bitmap: ImageBitmap, longEdge: number): HTMLCanvasElement {
  const scale = Math.min(1, longEdge / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

export type UploadAnswer = { ok: true } | { ok: false; message: string; fields?: Record<string, string[]> };

/** Posts the upload with XMLHttpRequest, whose upload events drive the progress bar (fetch has none). */
export function sendUpload(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; error?: { message: string; fields?: Record<string, string[]> } } | null;
      if (xhr.status < 300 && body?.success) resolve({ ok: true });
      else resolve({ ok: false, message: body?.error?.message ?? `The upload failed (${xhr.status}). Please try again.`, fields: body?.error?.fields });
    };
    xhr.onerror = () => resolve({ ok: false, message: 'The upload was interrupted. Check the connection and try again.' });
    xhr.send(form);
  });
}
