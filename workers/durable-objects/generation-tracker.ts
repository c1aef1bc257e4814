import { DurableObject } from 'cloudflare:workers';
import { buildBrief } from '~core/lib/generation/brief';
import { designFor } from '~core/lib/generation/design';
import { providerFromEnv } from '~core/lib/generation/providers/index.server';
import { GenerationError } from '~core/lib/generation/providers/types';
import { renderAssets, renderPages } from '~core/lib/generation/render';
import { listLibrary } from '~core/models/photos.server';
import { GENERATION_WATCHDOG_MS, progressFor, type GenerationStep } from '~core/lib/generation/steps';
import { listVersion, writeVersion, type StoredVersion } from '~core/lib/generation/storage.server';
import { sourceKey, writeSource, type SiteSource } from '~core/lib/sites/source.server';
import type { SiteFile } from '~core/lib/generation/render';
import { completeRun, failRun, loadBriefInput, recordProgress } from '~core/models/generation-runs.server';
import { emitWebhookEvent, type WebhookEvent } from '~core/models/webhooks.server';
import type { Env } from '~core/env';

export type StartRunInput = {
  runId: number;
  projectId: number;
  /** The owner, who receives the project.generation.* webhooks. */
  userId: string;
  version: number;
  provider: string;
  /** Absolute URL the site will be served at (ends in '/'); becomes the project's generatedUrl. */
  siteUrl: string;
};

export type RunState = StartRunInput & {
  status: 'running' | 'completed' | 'failed';
  step: string;
  percent: number;
  message: string;
  error: string | null;
  generatedUrl: string | null;
  startedAt: number;
  lastProgressAt: number;
  finishedAt: number | null;
  /** How often this run was started again after its Durable Object was interrupted (absent: never). */
  restarts?: number;
};

/** What the live channel sends: the same fields as the status endpoint's progress. */
export type LiveEvent = {
  status: 'generating' | 'completed' | 'failed';
  progress: { step: string; percent: number; message: string } | null;
  generatedUrl: string | null;
  failureReason: string | null;
};

export const WATCHDOG_REASON = 'Generation stopped making progress for 2 minutes, so it was stopped. Please try again.';
export const INTERRUPTED_REASON = 'Generation was interrupted twice by a server restart, so it was stopped. Please try again.';
export const STORAGE_REASON = "We could not save your website's files. Please try again.";
/** An interrupted run is started again this many times before it is failed (a run that kills its object must not loop). */
const MAX_RESTARTS = 1;
/** The storage key of the run's state. */
export const RUN_KEY = 'run';
const HEARTBEAT_MS = 20_000;
/**
 * Live channels one run serves at once: a creator's tabs, not a script's thousands (each open stream is kept and
 * written to on every step; docs/decisions/268, finding 33). Past it the page's EventSource fails and polls instead.
 */
export const MAX_WATCHERS = 10;

class Superseded extends Error {}

/** The R2 calls a run makes. */
export type SiteBucket = Pick<R2Bucket, 'put' | 'list' | 'delete'>;

export function liveEvent(run: RunState | null | undefined): LiveEvent | null {
  if (!run) return null;
  return {
    status: run.status === 'running' ? 'generating' : run.status,
    progress: run.status === 'running' ? { step: run.step, percent: run.percent, message: run.message } : null,
    generatedUrl: run.generatedUrl,
    failureReason: run.error,
  };
}

export function sseData(event: LiveEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * One instance per project (`idFromName(String(projectId))`). It runs a generation step by step, keeps
 * the run's state in its storage, pushes each step to the browsers watching (server-sent events), and a
 * watchdog alarm fails a run that makes no progress for 2 minutes, so no project stays `generating`.
 */
export class GenerationTracker extends DurableObject<Env> {
  /**
   * Where runs write the site's files: the SITES bucket. The fault tests replace it on a live instance
   * (through runInDurableObject) with one whose writes fail, because R2 itself cannot be made to fail
   * here (decision 121). Nothing else ever assigns it.
   */
  siteBucket: SiteBucket;
  /** The run this instance is executing right now. Execution lives only in memory, never across a restart. */
  private executing: number | null = null;
  private streams = new Set<WritableStreamDefaultWriter<Uint8Array>>();
  private heartbeat: ReturnType<typeof setTimeout> | null = null;
  private encoder = new TextEncoder();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.siteBucket = env.SITES;
    // A new instance has nothing in memory, so a run stored as `running` was interrupted (the object was
    // reset or evicted, or the runtime restarted mid-run). Waking the alarm now recovers it at once instead
    // of after the 2-minute watchdog. The catch sits outside the callback (workers-sdk#14180).
    ctx
      .blockConcurrencyWhile(async () => {
        const run = await ctx.storage.get<RunState>(RUN_KEY);
        if (run?.status === 'running') await ctx.storage.setAlarm(Date.now());
      })
      .catch((error) => console.error(JSON.stringify({ level: 'error', where: 'generation-recovery', message: String(error) })));
  }

  async ping(): Promise<'pong'> {
    return 'pong';
  }

  async snapshot(): Promise<RunState | null> {
    return (await this.ctx.storage.get<RunState>(RUN_KEY)) ?? null;
  }

  /** Starts a run that D1 has already recorded; returns once the run is stored and the watchdog armed. */
  async start(input: StartRunInput): Promise<void> {
    const now = Date.now();
    const first = progressFor('queued');
    const run: RunState = {
      ...input,
      status: 'running',
      step: first.step,
      percent: first.percent,
      message: first.message,
      error: null,
      generatedUrl: null,
      startedAt: now,
      lastProgressAt: now,
      finishedAt: null,
    };
    await this.ctx.storage.put(RUN_KEY, run);
    await this.ctx.storage.setAlarm(now + GENERATION_WATCHDOG_MS);
    this.broadcast(run);
    // The run goes on after this call returns; if the object is evicted mid-run, the alarm fails it.
    this.ctx.waitUntil(this.execute(run.runId));
  }

  /**
   * The watchdog: fails the run when it has made no progress for 2 minutes. A run that is `running` in
   * storage but not executing in this instance was interrupted: it is started again once, then failed.
   * Otherwise the alarm is re-armed.
   */
  async alarm(): Promise<void> {
    const run = await this.snapshot();
    if (!run || run.status !== 'running') return;
    const now = Date.now();
    const due = run.lastProgressAt + GENERATION_WATCHDOG_MS;
    if (now >= due) return this.fail(run.runId, WATCHDOG_REASON);
    if (this.executing === run.runId) return this.ctx.storage.setAlarm(due);
    const restarts = run.restarts ?? 0;
    if (restarts >= MAX_RESTARTS) return this.fail(run.runId, INTERRUPTED_REASON);
    const first = progressFor('queued');
    const again: RunState = { ...run, restarts: restarts + 1, step: first.step, percent: first.percent, message: first.message, lastProgressAt: now };
    await this.ctx.storage.put(RUN_KEY, again);
    await this.ctx.storage.setAlarm(now + GENERATION_WATCHDOG_MS);
    console.info(JSON.stringify({ level: 'info', where: 'generation-recovery', runId: run.runId, restarts: again.restarts }));
    this.broadcast(again);
    this.ctx.waitUntil(this.execute(run.runId));
  }

  /**
   * `GET /events`: the live channel. Sends the current state at once, then every step, then closes.
   * The stream joins the watchers before the state is read: the run goes on while the read is awaited, and a run
   * that ended in between would have broadcast its end to the watchers without this stream, leaving it open with
   * heartbeats and no end (the page then waits for ever and never falls back to polling). Joined first, it is sent
   * (and closed by) any step stored meanwhile; the state read after it is at least as new, so at worst an event is
   * repeated.
   */
  async fetch(request: Request): Promise<Response> {
    if (new URL(request.url).pathname !== '/events') return new Response('Not found', { status: 404 });
    if (this.streams.size >= MAX_WATCHERS) {
      const message = `This generation already has ${MAX_WATCHERS} live progress channels open. Close a tab; the project page shows the progress too.`;
      return Response.json(
        { success: false, error: { code: 'TOO_MANY_CHANNELS', message } },
        { status: 429, headers: { 'Retry-After': String(HEARTBEAT_MS / 1000), 'Cache-Control': 'no-store' } },
      );
    }
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    this.write(writer, 'retry: 3000\n\n');
    this.streams.add(writer);
    const run = await this.snapshot();
    // Still watching unless a broadcast meanwhile ended the run and closed the stream.
    if (this.streams.has(writer)) {
      const event = liveEvent(run);
      if (event) this.write(writer, sseData(event));
      if (run?.status === 'running') {
        this.scheduleHeartbeat();
      } else {
        this.streams.delete(writer);
        writer.close().catch(() => {});
      }
    }
    return new Response(readable, {
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
    });
  }

  private write(writer: WritableStreamDefaultWriter<Uint8Array>, text: string) {
    writer.write(this.encoder.encode(text)).catch(() => {
      this.streams.delete(writer);
    });
  }

  private broadcast(run: RunState) {
    const event = liveEvent(run);
    if (!event) return;
    const text = sseData(event);
    for (const writer of this.streams) this.write(writer, text);
    if (run.status !== 'running') {
      for (const writer of this.streams) writer.close().catch(() => {});
      this.streams.clear();
    }
  }

  private scheduleHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setTimeout(() => {
      this.heartbeat = null;
      if (this.streams.size === 0) return;
      for (const writer of this.streams) this.write(writer, ': keep-alive\n\n');
      this.scheduleHeartbeat();
    }, HEARTBEAT_MS);
  }

  private async current(runId: number): Promise<RunState> {
    const run = await this.snapshot();
    if (!run || run.runId !== runId || run.status !== 'running') throw new Superseded();
    return run;
  }

  /** Records a step in storage and D1, feeds the watchdog and tells the watchers. */
  private async advance(runId: number, step: GenerationStep, message?: string): Promise<RunState> {
    const run = await this.current(runId);
    const progress = progressFor(step);
    const next: RunState = { ...run, step, percent: progress.percent, message: message ?? progress.message, lastProgressAt: Date.now() };
    await this.ctx.storage.put(RUN_KEY, next);
    await this.ctx.storage.setAlarm(next.lastProgressAt + GENERATION_WATCHDOG_MS);
    await recordProgress(this.env, runId, step, progress.percent);
    this.broadcast(next);
    const pause = Number(this.env.GENERATION_STEP_PAUSE_MS ?? 0);
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(pause, 10_000)));
    return next;
  }

  private async execute(runId: number): Promise<void> {
    this.executing = runId;
    try {
      let run = await this.advance(runId, 'outline');
      const input = await loadBriefInput(this.env, run.projectId);
      if (!input) throw new GenerationError('The project no longer exists.');
      const brief = buildBrief({ ...input, siteUrl: run.siteUrl, generatedAt: Date.now() });

      run = await this.advance(runId, 'copy');
      // The provider the run was started with (recorded in D1 and shown to the owner), not whatever is
      // configured by the time this runs.
      const provider = providerFromEnv({ ...this.env, GENERATION_PROVIDER: run.provider });
      const content = await provider.generate(brief, {
        onRetry: async () => {
          await this.advance(runId, 'copy', 'Asking the AI again');
        },
      });

      run = await this.advance(runId, 'layout');
      const design = designFor(brief);
      const pages = renderPages(brief, content, design, await listLibrary(this.env, run.projectId));

      run = await this.advance(runId, 'assets');
      const files = [...pages, ...renderAssets(brief, design)];

      run = await this.advance(runId, 'publish');
      const stored = await this.saveFiles(run, files, { brief, content });
      await this.current(runId);
      const completed = await completeRun(this.env, {
        runId,
        projectId: run.projectId,
        version: run.version,
        provider: run.provider,
        generatedUrl: run.siteUrl,
        fileCount: stored.fileCount,
        totalBytes: stored.totalBytes,
      });
      if (!completed) throw new Superseded();
      const done: RunState = {
        ...(await this.current(runId)),
        status: 'completed',
        step: 'done',
        percent: 100,
        message: 'Your website is ready!',
        generatedUrl: run.siteUrl,
        finishedAt: Date.now(),
      };
      await this.ctx.storage.put(RUN_KEY, done);
      await this.ctx.storage.deleteAlarm();
      this.broadcast(done);
      await this.notify(done, 'project.generation.completed', { generatedUrl: done.generatedUrl, version: done.version });
    } catch (error) {
      if (error instanceof Superseded) return;
      const reason =
        error instanceof GenerationError ? error.message : 'Something went wrong while generating your website. Please try again.';
      if (!(error instanceof GenerationError)) {
        console.error(JSON.stringify({ level: 'error', where: 'generation', runId, message: String(error) }));
      }
      await this.fail(runId, reason);
    } finally {
      if (this.executing === runId) this.executing = null;
    }
  }

  /**
   * Writes the version's files and its source (what the site editor of docs/decisions/110 re-renders from). If any
   * write fails, what was written of this version is removed again: the project keeps pointing at its
   * previous version (completeRun never ran) and no half-written version is left behind.
   */
  private async saveFiles(run: RunState, files: SiteFile[], source: SiteSource): Promise<StoredVersion> {
    try {
      const stored = await writeVersion(this.siteBucket, run.projectId, run.version, files);
      await writeSource(this.siteBucket, run.projectId, run.version, source);
      return stored;
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', where: 'generation-storage', runId: run.runId, message: String(error) }));
      try {
        const written = await listVersion(this.siteBucket, run.projectId, run.version);
        await this.siteBucket.delete([...written.map((o) => o.key), sourceKey(run.projectId, run.version)]);
      } catch (cleanup) {
        console.error(JSON.stringify({ level: 'error', where: 'generation-storage-cleanup', runId: run.runId, message: String(cleanup) }));
      }
      throw new GenerationError(STORAGE_REASON, true);
    }
  }

  /** Fails the run (if it is still the running one) in storage and D1, and tells the watchers. */
  async fail(runId: number, reason: string): Promise<void> {
    const run = await this.snapshot();
    if (!run || run.runId !== runId || run.status !== 'running') return;
    const failed: RunState = { ...run, status: 'failed', error: reason, finishedAt: Date.now() };
    await this.ctx.storage.put(RUN_KEY, failed);
    await this.ctx.storage.deleteAlarm();
    await failRun(this.env, { runId, projectId: run.projectId, reason });
    this.broadcast(failed);
    await this.notify(failed, 'project.generation.failed', { reason });
  }

  /** The owner's webhooks; a delivery problem never changes the run's outcome. */
  private async notify(run: RunState, type: WebhookEvent, extra: Record<string, unknown>) {
    try {
      await emitWebhookEvent(this.env, run.userId, type, { projectId: run.projectId, runId: run.runId, ...extra });
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', where: 'generation-webhook', runId: run.runId, message: String(error) }));
    }
  }
}
