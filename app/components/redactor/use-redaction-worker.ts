import { useCallback, useEffect, useRef, useState } from 'react';
import type { CategoryId } from '~core/lib/redactor/categories';
import type { RedactionSpan } from '~core/lib/redactor/render';
import type { FromWorker, RedactOptionsMessage, ToWorker } from './protocol';

export type RedactionOutcome = {
  /** The redacted text in the pieces the worker sent (a 100 MB result is never one string unless needed). */
  chunks: string[];
  length: number;
  redactionCount: number;
  categories: CategoryId[];
  counts: Partial<Record<CategoryId, number>>;
  originalPreview: string;
  spans: RedactionSpan[];
  spansTruncated: boolean;
  blank: boolean;
};

export class RedactionFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Input = { kind: 'text'; text: string } | { kind: 'file'; file: File };

/** Runs redactions in a Web Worker; exposes progress (0..1) while one runs. */
export function useRedactionWorker() {
  const workerRef = useRef<Worker | null>(null);
  const pending = useRef<{ id: number; resolve: (o: RedactionOutcome) => void; reject: (e: Error) => void; chunks: string[]; length: number } | null>(null);
  const nextId = useRef(1);
  const [progress, setProgress] = useState<number | null>(null);

  const stop = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
    pending.current?.reject(new RedactionFailure('CANCELLED', 'Cancelled'));
    pending.current = null;
    setProgress(null);
  }, []);

  useEffect(() => stop, [stop]);

  const worker = useCallback(() => {
    if (workerRef.current) return workerRef.current;
    // Vite bundles the worker from this URL into its own file under /assets.
    const w = new Worker(new URL('./redactor.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (event: MessageEvent<FromWorker>) => {
      const job = pending.current;
      const message = event.data;
      if (!job || message.id !== job.id) return;
      if (message.type === 'progress') setProgress(message.total > 0 ? message.done / message.total : 1);
      else if (message.type === 'output') {
        job.chunks.push(message.text);
        job.length += message.text.length;
      } else if (message.type === 'done') {
        pending.current = null;
        setProgress(null);
        job.resolve({ ...message, chunks: job.chunks, length: job.length });
      } else {
        pending.current = null;
        setProgress(null);
        job.reject(new RedactionFailure(message.code, message.message));
      }
    };
    w.onerror = (event) => {
      const job = pending.current;
      pending.current = null;
      setProgress(null);
      job?.reject(new RedactionFailure('FAILED', event.message || 'The redaction worker stopped.'));
      workerRef.current = null;
    };
    workerRef.current = w;
    return w;
  }, []);

  const run = useCallback(
    (input: Input, options: RedactOptionsMessage) =>
      new Promise<RedactionOutcome>((resolve, reject) => {
        const id = nextId.current++;
        pending.current = { id, resolve, reject, chunks: [], length: 0 };
        setProgress(0);
        const message: ToWorker = input.kind === 'text' ? { type: 'text', id, text: input.text, options } : { type: 'file', id, file: input.file, options };
        worker().postMessage(message);
      }),
    [worker],
  );

  return { run, stop, progress };
}
