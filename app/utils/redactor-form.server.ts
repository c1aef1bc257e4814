import { data, redirect } from '@remix-run/cloudflare';
import { INPUT_MESSAGES, looksBinary, redact, type RedactionResult } from '~core/lib/redactor';
import {
  downloadName,
  isTxtFileName,
  MAX_SERVER_TEXT_BYTES,
  redactFormSchema,
  UNSUPPORTED_FILE_MESSAGE,
} from '~core/lib/schemas/redact';

/** What the page needs to show a server-side result (the no-JavaScript path). */
export type ServerRedaction = Pick<RedactionResult, 'redactedText' | 'redactionCount' | 'categories' | 'counts' | 'spans'> & {
  originalPreview: string;
  spansTruncated: boolean;
};

export type RedactorActionData = {
  result?: ServerRedaction;
  errors?: Record<string, string[]>;
  values: { text: string; fileName: string; categories: string[] | null; consistent: boolean };
};

const PREVIEW_CHARS = 200_000;
const MAX_SPANS = 3_000;
/** Text (1 MB) plus a file of 1 MB plus form overhead. */
const MAX_REQUEST_BYTES = 3 * 1024 * 1024;

/** An attachment header that survives any file name (RFC 6266: ASCII fallback plus UTF-8 filename*). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

type Parsed =
  | { kind: 'clear' }
  | { kind: 'invalid'; values: RedactorActionData['values']; errors: Record<string, string[]> }
  | { kind: 'ok'; result: RedactionResult; text: string; values: RedactorActionData['values'] };

/** Reads and validates the posted form (text or a .txt file of up to 1 MB) and redacts it. */
async function parseAndRedact(request: Request): Promise<Parsed> {
  const emptyValues = { text: '', fileName: '', categories: null, consistent: false };
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES) {
    return { kind: 'invalid', values: emptyValues, errors: { text: [TOO_LARGE_WITHOUT_JS] } };
  }
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'redact');
  if (intent === 'clear') return { kind: 'clear' };

  let text = String(form.get('text') ?? '');
  let fileName = String(form.get('fileName') ?? '');
  const categories = form.getAll('categories').map(String);
  const consistent = form.get('consistent') === 'on';
  const values = () => ({ text, fileName, categories, consistent });
  const invalid = (errors: Record<string, string[]>): Parsed => ({ kind: 'invalid', values: values(), errors });

  const file = form.get('file');
  if (file instanceof File && file.size > 0) {
    if (!isTxtFileName(file.name)) return invalid({ file: [UNSUPPORTED_FILE_MESSAGE] });
    if (file.size > MAX_SERVER_TEXT_BYTES) return invalid({ file: [TOO_LARGE_WITHOUT_JS] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (looksBinary(bytes)) return invalid({ file: [INPUT_MESSAGES.BINARY] });
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return invalid({ file: [INPUT_MESSAGES.NOT_UTF8] });
    }
    fileName = file.name;
  } else if (file instanceof File && file.name) {
    return invalid({ file: [`${file.name} is empty. Please enter text or upload a file to redact`] });
  }

  const parsed = redactFormSchema.safeParse({ intent, text, categories, consistent: consistent ? 'on' : undefined, fileName: fileName || undefined });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'text')] ??= []).push(issue.message);
    return invalid(errors);
  }
  const result = redact(parsed.data.text, { categories: parsed.data.categories, consistent: parsed.data.consistent });
  return { kind: 'ok', result, text, values: values() };
}

const TOO_LARGE_WITHOUT_JS = 'Without JavaScript the server redacts up to 1 MB. Turn JavaScript on to redact files up to 100 MB on your device.';

/**
 * The /redactor form posted without JavaScript: redacts on the server (nothing is stored) and answers the
 * result, or field errors with HTTP 400. With JavaScript the page never posts: the browser redacts.
 */
export async function handleRedactorForm(request: Request) {
  const outcome = await parseAndRedact(request);
  if (outcome.kind === 'clear') return redirect('/redactor');
  if (outcome.kind === 'invalid') return data<RedactorActionData>({ errors: outcome.errors, values: outcome.values }, { status: 400 });
  const { result, text, values } = outcome;
  const spans = result.spans.filter((s) => s.end <= PREVIEW_CHARS);
  return data<RedactorActionData>(
    {
      result: {
        redactedText: result.redactedText,
        redactionCount: result.redactionCount,
        categories: result.categories,
        counts: result.counts,
        spans: spans.slice(0, MAX_SPANS),
        spansTruncated: spans.length > MAX_SPANS || spans.length < result.spans.length,
        originalPreview: text.slice(0, PREVIEW_CHARS),
      },
      values,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** 'Download' without JavaScript (POST /redactor/download): the redacted text as `redacted_<name>.txt`. */
export async function handleRedactorDownload(request: Request) {
  const outcome = await parseAndRedact(request);
  if (outcome.kind === 'clear') return redirect('/redactor');
  if (outcome.kind === 'invalid') {
    const message = Object.values(outcome.errors).flat()[0] ?? 'Invalid request.';
    return new Response(`${message}\n\nGo back to the Redactor and try again.`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(outcome.result.redactedText, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': contentDisposition(downloadName(outcome.values.fileName || null)),
      'Cache-Control': 'no-store',
    },
  });
}
