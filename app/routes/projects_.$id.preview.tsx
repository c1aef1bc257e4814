import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { z } from 'zod';
import { ownerMediaRoot } from '~core/lib/images/rules';
import { listLibrary } from '~core/models/photos.server';
import type { ProjectNeed } from '~core/access/projects.server';
import { draftFromForm, draftFromForms, editableSite } from '~core/models/site-edits.server';
import { previewResponse } from '~core/models/site-preview.server';
import { requireUser } from '~/utils/auth.server';
import { parseProjectId } from '~core/lib/projects';

/**
 * The site editor's live preview, a resource route shown in a sandboxed frame of the editor (decisions 112
 * and 184). GET renders the current version, POST renders one editor form's unsaved values, both with the
 * owner's current logo and photos; owner only, and nothing is ever written.
 */


async function ownedSource(request: Request, context: LoaderFunctionArgs['context'], param: string | undefined, need: ProjectNeed) {
  const user = await requireUser(request, context);
  const id = parseProjectId(param);
  const found = id ? await editableSite(context.env, id, user.id, need) : null;
  if (!found) throw new Response('Project not found', { status: 404 });
  const images = { photos: await listLibrary(context.env, found.site.id), mediaRoot: ownerMediaRoot(found.site.id) };
  return { source: found.source, images, signInEmail: user.email || null };
}

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function message(status: number, lines: string[]): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head><body><p>${lines.map(escapeText).join('</p><p>')}</p></body></html>`;
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox",
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}

const draftsSchema = z.array(z.record(z.string().max(40), z.string().max(60_000))).min(1).max(20);

function parseJson(text: string): unknown {
  if (text.length > 500_000) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { source, images } = await ownedSource(request, context, params.id, 'read');
  if (!source) return message(409, ['This website cannot be previewed yet: generate it first.']);
  return previewResponse(source, source.content, images);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { source, images, signInEmail } = await ownedSource(request, context, params.id, 'write');
  if (!source) return message(409, ['This website cannot be previewed yet: generate it first.']);
  const form = Object.fromEntries(await request.formData());
  // With JavaScript the editor sends every form's values as `drafts` (JSON); without it, one form's fields.
  let draft;
  if (typeof form.drafts === 'string') {
    const forms = draftsSchema.safeParse(parseJson(form.drafts));
    if (!forms.success) return message(400, ['The preview could not read these changes.']);
    draft = draftFromForms(source, forms.data, signInEmail);
  } else {
    draft = draftFromForm(source, form, signInEmail);
  }
  if (!draft.ok) return message(400, ['The preview cannot show these changes yet:', ...Object.values(draft.errors)]);
  // A facts draft changes the brief, from which the templates draw every fact.
  return previewResponse(draft.brief ? { ...source, brief: draft.brief } : source, draft.content, images, draft.palette);
}
