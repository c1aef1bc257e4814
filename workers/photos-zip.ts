import type { Zippable } from 'fflate';
import { mediaFileNames, mediaPrefix, versionPhotos } from '~core/models/photos.server';
import type { Env } from '~core/env';

/**
 * The images a version shows go into its zip at the paths its pages use (`media/{id}/{file}`), so the
 * downloaded site works offline (docs/decisions/181). They are compressed already: stored, not deflated.
 */
export async function addMediaToZip(env: Pick<Env, 'DB' | 'SITES'>, projectId: number, filesVersion: number, files: Zippable, mtime: Date) {
  const photos = await versionPhotos(env, projectId, filesVersion);
  await Promise.all(
    photos.flatMap((photo) =>
      mediaFileNames(photo).map(async (name) => {
        const object = await env.SITES.get(mediaPrefix(projectId, photo.id) + name);
        if (object) files[`media/${photo.id}/${name}`] = [new Uint8Array(await object.arrayBuffer()), { level: 0, mtime }];
      }),
    ),
  );
}
