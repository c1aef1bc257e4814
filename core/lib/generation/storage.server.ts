import type { SiteFile } from './render';

/** Everything a project stores in R2 is under this prefix: its versions' files and its images. */
export function projectFilesPrefix(projectId: number): string {
  return `sites/${projectId}/`;
}

/** Deletes every object under `prefix`, a list page (at most 1,000 keys, as many as one delete takes) at a time. */
export async function deleteObjectsUnder(bucket: R2Bucket, prefix: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/**
 * Where a site's files live in R2: `sites/{projectId}/v{version}/{path}`. Every version is kept;
 * the project row says which one is served.
 */
export function versionPrefix(projectId: number, version: number): string {
  return `${projectFilesPrefix(projectId)}v${version}/`;
}

export function fileKey(projectId: number, version: number, path: string): string {
  return versionPrefix(projectId, version) + path;
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** `'sha256-…'` sources for a CSP `style-src`, one per inline style block. */
export async function styleHashes(styles: string[]): Promise<string> {
  const hashes = await Promise.all(
    styles.map(async (s) => `'sha256-${toBase64(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)))}'`),
  );
  return hashes.join(' ');
}

export type StoredVersion = { fileCount: number; totalBytes: number };

/**
 * Writes every file of a version. The CSP hashes of inline styles travel with each HTML object. Every
 * write has ended (stored or failed) before this returns or throws, so a caller cleaning up after a
 * failure never races a write still in flight.
 */
export async function writeVersion(bucket: Pick<R2Bucket, 'put'>, projectId: number, version: number, files: SiteFile[]): Promise<StoredVersion> {
  let totalBytes = 0;
  const results = await Promise.allSettled(
    files.map(async (file) => {
      const body = typeof file.body === 'string' ? new TextEncoder().encode(file.body) : file.body;
      totalBytes += body.byteLength;
      const customMetadata: Record<string, string> = {};
      if (file.inlineStyles?.length) customMetadata.styleHashes = await styleHashes(file.inlineStyles);
      await bucket.put(fileKey(projectId, version, file.path), body, {
        httpMetadata: { contentType: file.contentType },
        customMetadata,
      });
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return { fileCount: files.length, totalBytes };
}

/** Every object of a version, following R2's pagination. */
export async function listVersion(bucket: Pick<R2Bucket, 'list'>, projectId: number, version: number): Promise<R2Object[]> {
  const prefix = versionPrefix(projectId, version);
  const objects: R2Object[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    objects.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects;
}
