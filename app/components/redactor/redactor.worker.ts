// The /redactor page's Web Worker: redacts pasted text or a .txt file (read in 1 MB slices, decoded as
// strict UTF-8) with the same engine as the API and the CLI, and posts the output back in pieces with
// progress, so the page stays responsive and the text never leaves the device.
import { InputError, RedactionStream, StrictUtf8Decoder, type RedactionSpan } from '~core/lib/redactor';
import { MAX_FILE_BYTES } from '~core/lib/redactor/limits';
import { MAX_PREVIEW_SPANS, PREVIEW_CHARS, SLICE_BYTES, type FromWorker, type ToWorker } from './protocol';

// The project's TypeScript lib is the DOM one; a worker needs only these two members of its global scope.
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

function post(message: FromWorker) {
  scope.postMessage(message);
}

async function run(message: ToWorker) {
  const { id, options } = message;
  const spans: RedactionSpan[] = [];
  let spansTruncated = false;
  const stream = new RedactionStream({
    categories: options.categories,
    consistent: options.consistent,
    onSpan: (span) => {
      if (span.start >= PREVIEW_CHARS) spansTruncated = true;
      else if (spans.length < MAX_PREVIEW_SPANS) spans.push(span);
      else spansTruncated = true;
    },
  });
  let preview = '';
  let blank = true;
  const feed = (text: string) => {
    if (preview.length < PREVIEW_CHARS) preview += text.slice(0, PREVIEW_CHARS - preview.length);
    if (blank && text.trim().length > 0) blank = false;
    const out = stream.push(text);
    if (out) post({ type: 'output', id, text: out });
  };

  if (message.type === 'text') {
    const { text } = message;
    const total = text.length;
    // Pasted text is already in memory; pieces only serve the progress bar.
    for (let i = 0; i < total; i += SLICE_BYTES) {
      feed(text.slice(i, i + SLICE_BYTES));
      post({ type: 'progress', id, done: Math.min(total, i + SLICE_BYTES), total });
    }
  } else {
    const { file } = message;
    if (file.size > MAX_FILE_BYTES) throw new InputError('TOO_LARGE', 'Files up to 100 MB can be redacted.');
    const decoder = new StrictUtf8Decoder();
    for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
      const bytes = new Uint8Array(await file.slice(offset, offset + SLICE_BYTES).arrayBuffer());
      feed(decoder.decode(bytes));
      post({ type: 'progress', id, done: Math.min(file.size, offset + SLICE_BYTES), total: file.size });
    }
    feed(decoder.end());
  }
  const rest = stream.end();
  if (rest) post({ type: 'output', id, text: rest });
  post({
    type: 'done',
    id,
    redactionCount: stream.redactionCount,
    categories: stream.categories,
    counts: stream.counts,
    originalPreview: preview,
    spans,
    spansTruncated,
    blank,
  });
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  run(message).catch((error: unknown) => {
    if (error instanceof InputError) post({ type: 'error', id: message.id, code: error.code, message: error.message });
    else post({ type: 'error', id: message.id, code: 'FAILED', message: error instanceof Error ? error.message : String(error) });
  });
};
