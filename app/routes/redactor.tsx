import type { ActionFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { BackButton } from '~/components/back-button';
import { Icon } from '~/components/icons';
import { CategoryOptions } from '~/components/redactor/category-options';
import { formatKb, readTextFile, type LoadedFile } from '~/components/redactor/file-checks';
import { ApiCard, InfoCard } from '~/components/redactor/info-card';
import { ResultsCard, type ShownResult } from '~/components/redactor/results-card';
import { RedactionFailure, useRedactionWorker, type RedactionOutcome } from '~/components/redactor/use-redaction-worker';
import { useToast } from '~/components/toaster';
import { CATEGORY_IDS, isCategoryId, type CategoryId } from '~core/lib/redactor/categories';
import { InputError } from '~core/lib/redactor/input';
import {
  downloadName,
  isTxtFileName,
  NO_CONTENT_MESSAGE,
  NO_CONTENT_TITLE,
  UNSUPPORTED_FILE_MESSAGE,
  UNSUPPORTED_FILE_TITLE,
} from '~core/lib/schemas/redact';
import { backLinkHeaders, backLinkLoader } from '~/utils/back-link.server';
import { handleRedactorForm, type RedactorActionData } from '~/utils/redactor-form.server';
import { useHydrated } from '~/lib/use-hydrated';

export const meta: MetaFunction = () => [
  { title: 'Smart Building Data Redactor | Fairstack' },
  {
    name: 'description',
    content: 'Mask personal and building data in logs, work orders and tenant e-mails before you share them. Runs on your device.',
  },
];

export const loader = backLinkLoader('/tools');
export const headers = backLinkHeaders;

export async function action({ request }: ActionFunctionArgs) {
  return handleRedactorForm(request);
}

/** The text area shows at most this much of a result; Copy and Download use all of it. */
const VISIBLE_CHARS = 1_000_000;
/** Above this, copying to the clipboard is refused in favour of Download. */
const MAX_COPY_CHARS = 25_000_000;

type FullResult = ShownResult & { chunks: string[] };

function fromOutcome(outcome: RedactionOutcome): FullResult {
  let visibleText = '';
  for (const chunk of outcome.chunks) {
    if (visibleText.length >= VISIBLE_CHARS) break;
    visibleText += chunk.slice(0, VISIBLE_CHARS - visibleText.length);
  }
  return { ...outcome, visibleText, totalLength: outcome.length };
}

export default function Redactor() {
  const { back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as RedactorActionData | undefined;
  const hydrated = useHydrated();
  const toast = useToast();
  const { run, stop, progress } = useRedactionWorker();

  const [text, setText] = useState(actionData?.values.text ?? '');
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const [largeFile, setLargeFile] = useState<File | null>(null);
  const [enabled, setEnabled] = useState<Set<CategoryId>>(
    () => new Set(actionData?.values.categories ? actionData.values.categories.filter(isCategoryId) : CATEGORY_IDS),
  );
  const [consistent, setConsistent] = useState(actionData?.values.consistent ?? false);
  const [processing, setProcessing] = useState(false);
  const [clientResult, setClientResult] = useState<FullResult | null>(null);
  const [cleared, setCleared] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A result from the server (no-JavaScript path) until the browser produces its own or Clear is pressed.
  const serverResult: FullResult | null = useMemo(() => {
    const r = actionData?.result;
    if (!r || cleared) return null;
    return { ...r, chunks: [r.redactedText], visibleText: r.redactedText, totalLength: r.redactedText.length };
  }, [actionData, cleared]);
  const result = clientResult ?? serverResult;
  const fileName = loaded?.name ?? (cleared ? '' : actionData?.values.fileName ?? '');
  const errors = cleared ? undefined : actionData?.errors;

  const blank = largeFile === null && text.trim().length === 0;

  function resetFileInput() {
    if (fileInput.current) fileInput.current.value = '';
  }

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isTxtFileName(file.name)) {
      toast({ title: UNSUPPORTED_FILE_TITLE, description: UNSUPPORTED_FILE_MESSAGE, variant: 'destructive' });
      resetFileInput();
      return;
    }
    try {
      const read = await readTextFile(file);
      setLoaded(read);
      setClientResult(null);
      setCleared(true);
      if (read.inline) {
        setLargeFile(null);
        setText(read.text);
        if (read.text.trim().length === 0) toast({ title: NO_CONTENT_TITLE, description: NO_CONTENT_MESSAGE, variant: 'destructive' });
      } else {
        setLargeFile(file);
        setText(read.text);
      }
    } catch (error) {
      resetFileInput();
      setLoaded(null);
      setLargeFile(null);
      if (error instanceof InputError && error.code === 'EMPTY') {
        toast({ title: NO_CONTENT_TITLE, description: NO_CONTENT_MESSAGE, variant: 'destructive' });
      } else if (error instanceof InputError && error.code === 'TOO_LARGE') {
        toast({ title: 'File Too Large', description: error.message, variant: 'destructive' });
      } else {
        toast({ title: 'File Not Readable', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      }
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the text is redacted here, in a Web Worker; the form is only posted without it.
    event.preventDefault();
    if (processing) return;
    if (blank) {
      toast({ title: NO_CONTENT_TITLE, description: NO_CONTENT_MESSAGE, variant: 'destructive' });
      return;
    }
    setProcessing(true);
    try {
      const options = { categories: CATEGORY_IDS.filter((id) => enabled.has(id)), consistent };
      const outcome = await run(largeFile ? { kind: 'file', file: largeFile } : { kind: 'text', text }, options);
      if (outcome.blank) {
        toast({ title: NO_CONTENT_TITLE, description: NO_CONTENT_MESSAGE, variant: 'destructive' });
        return;
      }
      setClientResult(fromOutcome(outcome));
      setCleared(true);
      toast({ title: 'Redaction Complete', description: `Successfully redacted ${outcome.redactionCount} sensitive items` });
    } catch (error) {
      if (error instanceof RedactionFailure && error.code === 'CANCELLED') return;
      const readable = error instanceof RedactionFailure && (error.code === 'NOT_UTF8' || error.code === 'BINARY' || error.code === 'EMPTY');
      toast({
        title: readable ? 'File Not Readable' : 'Redaction Failed',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  }

  function onClear() {
    stop();
    setProcessing(false);
    setText('');
    setLoaded(null);
    setLargeFile(null);
    setClientResult(null);
    setCleared(true);
    resetFileInput();
  }

  function fullText(): string {
    return result ? result.chunks.join('') : '';
  }

  async function onCopy() {
    if (!result || result.totalLength === 0) {
      toast({ title: 'Nothing to Copy', description: 'Redact some text first', variant: 'destructive' });
      return;
    }
    if (result.totalLength > MAX_COPY_CHARS) {
      toast({ title: 'Copy Failed', description: 'The result is too large for the clipboard: use Download', variant: 'destructive' });
      return;
    }
    try {
      await navigator.clipboard.writeText(fullText());
      toast({ title: 'Copied!', description: 'Redacted text copied to clipboard' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Please select and copy manually', variant: 'destructive' });
    }
  }

  function onDownload(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (!result) {
      toast({ title: 'Nothing to Download', description: 'Redact some text first', variant: 'destructive' });
      return;
    }
    const blob = new Blob(result.chunks, { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadName(fileName || null);
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast({ title: 'Download Complete', description: 'Redacted document has been downloaded' });
  }

  function onTextKeyDown(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  }

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackButton href={back} />
      <header className="mt-4">
        <h1 className="text-3xl font-bold sm:text-4xl">Smart Building Data Redactor</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Mask tenant details, building identifiers and readings in logs, work orders and e-mails before you share them.
        </p>
        <p className="mt-3 inline-flex max-w-3xl items-start gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200" data-testid="privacy-note">
          <Icon name="lock" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <strong>Your text never leaves this device.</strong> Redaction runs in your browser, in a background worker; nothing is uploaded or
            stored. <noscript>JavaScript is off: this form will send the text to our server, which redacts it and keeps nothing.</noscript>
          </span>
        </p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section className="card" aria-labelledby="input-heading">
          <h2 id="input-heading" className="text-lg font-semibold">
            Input
          </h2>
          <Form method="post" encType="multipart/form-data" id="redactor-form" ref={formRef} onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
            <div>
              <label htmlFor="redactor-file" className="field-label">
                Upload a .txt file
              </label>
              <input
                ref={fileInput}
                id="redactor-file"
                name="file"
                type="file"
                accept=".txt,text/plain"
                onChange={onFileChange}
                disabled={processing}
                aria-describedby={errors?.file ? 'redactor-file-error' : undefined}
                className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
              />
              {fileName ? (
                <p className="mt-1 text-sm text-slate-700" data-testid="loaded-file">
                  Loaded: {fileName}
                  {loaded ? ` (${formatKb(loaded.size)})` : ''}
                </p>
              ) : null}
              <input type="hidden" name="fileName" value={fileName} />
              {errors?.file ? (
                <p id="redactor-file-error" className="field-error">
                  {errors.file[0]}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="redactor-text" className="field-label">
                {largeFile ? 'File preview (first 64 KB, read-only)' : 'Or paste text'}
              </label>
              <textarea
                id="redactor-text"
                name="text"
                rows={12}
                value={text}
                readOnly={largeFile !== null}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={onTextKeyDown}
                placeholder={'Paste a work order, a BMS log or a tenant e-mail…\nExample: Tenant: Maria Lopez, Unit 4B, maria@example.com, (555) 123-4567'}
                aria-invalid={errors?.text ? true : undefined}
                aria-describedby={errors?.text ? 'redactor-text-error' : 'redactor-text-hint'}
                className="field-input font-mono"
              />
              {errors?.text ? (
                <p id="redactor-text-error" className="field-error">
                  {errors.text[0]}
                </p>
              ) : (
                <p id="redactor-text-hint" className="mt-1 text-xs text-slate-600">
                  {largeFile
                    ? `The whole file (${formatKb(largeFile.size)}) is redacted in chunks when you press Redact.`
                    : 'Files up to 100 MB are redacted in chunks on this device. Ctrl+Enter redacts.'}
                </p>
              )}
            </div>
            <CategoryOptions
              enabled={enabled}
              consistent={consistent}
              disabled={processing}
              onToggle={(id, on) =>
                setEnabled((prev) => {
                  const next = new Set(prev);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onConsistent={setConsistent}
            />
            {percent !== null ? (
              <div>
                <div
                  role="progressbar"
                  aria-label="Redaction progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
                </div>
                <p className="mt-1 text-xs text-slate-600" aria-live="polite">
                  {percent}% processed
                </p>
              </div>
            ) : null}
            {/*
              The buttons that work in the browser appear once the page is interactive, so a click during
              loading cannot post the text to the server; without JavaScript the <noscript> ones post the form.
            */}
            <div className={hydrated ? 'flex gap-3' : 'hidden'}>
              <button type="submit" name="intent" value="redact" className="btn-primary" disabled={!hydrated || processing || blank}>
                {processing ? 'Processing...' : 'Redact'}
              </button>
              <button type="button" className="btn-secondary" onClick={onClear}>
                Clear
              </button>
            </div>
            <noscript>
              <div className="flex gap-3">
                <button type="submit" name="intent" value="redact" className="btn-primary">
                  Redact
                </button>
                <button type="submit" name="intent" value="clear" formNoValidate className="btn-secondary">
                  Clear
                </button>
              </div>
            </noscript>
          </Form>
        </section>

        <ResultsCard
          result={result}
          onCopy={onCopy}
          onDownload={onDownload}
          interactive={hydrated}
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <InfoCard />
        <ApiCard />
      </div>
    </div>
  );
}
