import { ChatSession } from './chat-session';
import {
  DEVELOPER_SUGGESTIONS,
  escalationLevel,
  FIX_PHASES,
  formatDuration,
  INITIAL_METRICS,
  PROGRESS_UPDATE_MINUTES,
  routeMessage,
  TARGET_RESOLUTION_MINUTES,
  TARGET_UNBLOCK_PERCENT,
  type DeveloperMetrics,
  type DeveloperRoute,
} from './developer-config';
import type { Scheduler } from './scheduler';
import { API_REPLY_MS, DEVELOPER_TYPING_MS, FIX_PHASE_MS, OPTIMIZE_REPLY_MS, UX_REPLY_MS } from './timing';

/**
 * Keywords route a message to fix, optimize, API, UX or status.
 * A fix runs five phases every 2 s, then the resolved count goes up and the active count down.
 */
export type DeveloperExtra = {
  metrics: DeveloperMetrics;
  /** The fix under way: phases finished so far (0..5). */
  fix: { issue: string; phase: number; startedAt: number } | null;
};

/** How long the assistant "types" before each kind of reply. */
export const REPLY_DELAY_MS: Record<DeveloperRoute, number> = {
  fix: DEVELOPER_TYPING_MS,
  optimize: OPTIMIZE_REPLY_MS,
  api: API_REPLY_MS,
  ux: UX_REPLY_MS,
  status: DEVELOPER_TYPING_MS,
  help: DEVELOPER_TYPING_MS,
};

function quote(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}…` : oneLine;
}

const OPTIMIZE_REPLY = [
  'Performance plan, in order of expected gain:',
  '1. Measure first: profile the slow path and record a baseline (p50, p95, bundle size).',
  '2. Cut work on the critical path: lazy-load below-the-fold code and split large route bundles.',
  '3. Cache what repeats: HTTP caching for static assets, memoized queries, and indexes for the slow queries.',
  '4. Re-measure against the baseline and keep only the changes that moved the numbers.',
].join('\n');

const API_REPLY = [
  'API design proposal:',
  '- Resources as plural nouns (/orders, /orders/{id}); verbs come from HTTP methods.',
  '- Validate every body with one schema; answer 400 with { success: false, error: { code, message } }.',
  '- Check ownership on every route: a missing or foreign record is a 404, never a 403 that leaks existence.',
  '- Rate limit at 100 requests per minute per user and return Limit, Remaining and Reset headers.',
  '- Version with a path prefix and document every endpoint with examples.',
].join('\n');

const UX_REPLY = [
  'UX review checklist:',
  '- One primary action per screen, labelled with a verb ("Create website", not "Submit").',
  '- Every field has a visible label and an error message next to it that says how to fix it.',
  '- Keyboard first: logical focus order, visible focus rings, Escape closes dialogs.',
  '- Contrast of at least 4.5:1 for text, and states that do not rely on color alone.',
  '- Show progress for anything slower than a second, and confirm what happened afterwards.',
].join('\n');

export class DeveloperMachine extends ChatSession<DeveloperExtra> {
  constructor(scheduler?: Scheduler) {
    super(scheduler, () => ({ metrics: { ...INITIAL_METRICS }, fix: null }));
    this.start();
  }

  protected start(): void {
    this.post({
      type: 'system',
      level: 'info',
      content: 'This is a simulated demo: everything happens in your browser and nothing you type is sent anywhere.',
    });
    this.post({
      type: 'assistant',
      content:
        "I'm the Self-Resolving Developer. Describe a bug and I'll fix it, or ask me to optimize performance, design an API, improve UX, or report status.",
      options: { type: 'select', choices: DEVELOPER_SUGGESTIONS },
    });
  }

  /** The suggestion chips send their text as if typed. */
  protected onChoice(values: string[]): void {
    this.handle(values[0]);
  }

  protected onText(text: string): void {
    this.closeQuestion();
    this.handle(text);
  }

  private handle(text: string): void {
    const route = routeMessage(text);
    const delay = REPLY_DELAY_MS[route];
    switch (route) {
      case 'fix':
        return this.reply(delay, () => this.startFix(text));
      case 'optimize':
        return this.reply(delay, () => this.post({ type: 'assistant', content: OPTIMIZE_REPLY }));
      case 'api':
        return this.reply(delay, () => this.post({ type: 'assistant', content: API_REPLY }));
      case 'ux':
        return this.reply(delay, () => this.post({ type: 'assistant', content: UX_REPLY }));
      case 'status':
        return this.reply(delay, () => this.postStatus());
      default:
        return this.reply(delay, () =>
          this.post({
            type: 'assistant',
            content:
              'I can fix bugs, optimize performance, design APIs, improve UX or report status. Try "fix the login error" or pick one below.',
            options: { type: 'select', choices: DEVELOPER_SUGGESTIONS },
          }),
        );
    }
  }

  private startFix(text: string): void {
    const running = this.current.fix;
    if (running) {
      this.post({
        type: 'system',
        level: 'warning',
        content: `One fix at a time: I'm still resolving "${running.issue}" (phase ${running.phase} of ${FIX_PHASES.length}). Send this again when it's done.`,
      });
      return;
    }
    const issue = quote(text);
    const startedAt = this.scheduler.now();
    this.setState({ fix: { issue, phase: 0, startedAt } });
    this.post({
      type: 'assistant',
      content: `On it: "${issue}". Starting the five-phase resolution protocol.`,
      metrics: { resolutionTime: '0 s', level: 'L1', status: 'In progress' },
    });
    FIX_PHASES.forEach((phase, index) => {
      this.after(FIX_PHASE_MS * (index + 1), () => {
        const fix = this.current.fix;
        if (!fix) return;
        this.setState({ fix: { ...fix, phase: index + 1 } });
        this.post({
          type: 'system',
          level: index === 0 ? 'warning' : index === FIX_PHASES.length - 1 ? 'success' : 'info',
          content: `${phase.name} (${phase.percent}%): ${phase.detail}.`,
          progress: phase.percent,
        });
        if (index === FIX_PHASES.length - 1) this.finishFix();
      });
    });
  }

  private finishFix(): void {
    const fix = this.current.fix!;
    const elapsed = this.scheduler.now() - fix.startedAt;
    const metrics = this.current.metrics;
    this.setState({
      fix: null,
      metrics: {
        ...metrics,
        resolvedToday: metrics.resolvedToday + 1,
        activeIssues: Math.max(0, metrics.activeIssues - 1),
      },
    });
    this.post({
      type: 'assistant',
      content: `Resolved "${fix.issue}". The fix is tested, validated and documented.`,
      level: 'success',
      metrics: { resolutionTime: formatDuration(elapsed), level: escalationLevel(elapsed / 60_000), status: 'Resolved' },
    });
  }

  private postStatus(): void {
    const m = this.current.metrics;
    const fix = this.current.fix;
    const lines = [
      'Status report:',
      `- Average resolution time: ${m.averageResolutionMinutes} min (target under ${TARGET_RESOLUTION_MINUTES} min)`,
      `- Unblock rate: ${m.unblockRatePercent}% (target above ${TARGET_UNBLOCK_PERCENT}%)`,
      `- Regressions: ${m.regressions}`,
      `- Active issues: ${m.activeIssues}, resolved today: ${m.resolvedToday}`,
      `- Score: ${m.score}`,
      fix ? `- Working on "${fix.issue}": phase ${fix.phase} of ${FIX_PHASES.length}` : '- No fix running right now',
      `Progress updates are posted every ${PROGRESS_UPDATE_MINUTES} minutes while an issue is open.`,
    ];
    this.post({
      type: 'assistant',
      content: lines.join('\n'),
      metrics: { resolutionTime: `${m.averageResolutionMinutes} min`, level: escalationLevel(m.averageResolutionMinutes), status: 'Healthy' },
    });
  }
}
