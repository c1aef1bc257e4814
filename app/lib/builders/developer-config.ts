import type { Choice, EscalationLevel } from './chat-types';

/** Developer assistant targets and the initial demo metrics. */
export type DeveloperMetrics = {
  averageResolutionMinutes: number;
  unblockRatePercent: number;
  regressions: number;
  activeIssues: number;
  resolvedToday: number;
  score: number;
};

export const INITIAL_METRICS: DeveloperMetrics = {
  averageResolutionMinutes: 8.3,
  unblockRatePercent: 97.2,
  regressions: 0,
  activeIssues: 2,
  resolvedToday: 14,
  score: 98.5,
};

export const TARGET_RESOLUTION_MINUTES = 10;
export const TARGET_UNBLOCK_PERCENT = 95;
export const PROGRESS_UPDATE_MINUTES = 15;

export type EscalationTier = {
  level: EscalationLevel;
  range: string;
  /** Inclusive lower bound in minutes; the tier applies until the next tier's bound. */
  fromMinutes: number;
  response: string;
};

export const ESCALATION_MATRIX: readonly EscalationTier[] = [
  { level: 'L1', range: '0-5 min', fromMinutes: 0, response: 'Resolved autonomously by the assistant' },
  { level: 'L2', range: '5-15 min', fromMinutes: 5, response: 'Assistant fix with peer review' },
  { level: 'L3', range: '15-30 min', fromMinutes: 15, response: 'Senior engineer paired in' },
  { level: 'L4', range: '30+ min', fromMinutes: 30, response: 'Incident lead notified; updates every 15 minutes' },
];

export function escalationLevel(minutes: number): EscalationLevel {
  let level: EscalationLevel = 'L1';
  for (const tier of ESCALATION_MATRIX) if (minutes >= tier.fromMinutes) level = tier.level;
  return level;
}

/** Fix runs five phases, each reporting its share of the work done. */
export const FIX_PHASES = [
  { name: 'Isolate', percent: 20, detail: 'reproduced the problem and traced it to the responsible module' },
  { name: 'Prioritize', percent: 40, detail: 'assessed the impact on users and ordered the work' },
  { name: 'Fix', percent: 70, detail: 'applied a minimal patch with a regression test' },
  { name: 'Validate', percent: 90, detail: 'the full test suite passes with 0 regressions' },
  { name: 'Document', percent: 100, detail: 'wrote the root-cause note and changelog entry' },
] as const;

export type DeveloperRoute = 'fix' | 'optimize' | 'api' | 'ux' | 'status' | 'help';

/** Checked in this order, so 'fix the slow API' is a fix and 'slow API' is an optimization. */
const ROUTES: readonly [DeveloperRoute, RegExp][] = [
  ['fix', /\b(fix\w*|bugs?|buggy|errors?|broken|break\w*|crash\w*|fail\w*|exceptions?|issues?|not working|doesn'?t work|regressions?|500)\b/i],
  ['optimize', /\b(optimi[sz]\w*|slow\w*|perf\w*|speed\w*|faster|latency|memory|bundle|cach\w*|load time)\b/i],
  ['api', /\b(api|apis|endpoints?|rest|graphql|webhooks?|routes?|schema)\b/i],
  ['ux', /\b(ux|ui|design\w*|usability|user experience|accessib\w*|a11y|layout|onboarding|interface)\b/i],
  ['status', /\b(status|metrics?|report\w*|progress|health|stats|dashboard|how are (we|things))\b/i],
];

export function routeMessage(text: string): DeveloperRoute {
  for (const [route, pattern] of ROUTES) if (pattern.test(text)) return route;
  return 'help';
}

export const DEVELOPER_SUGGESTIONS: readonly Choice[] = [
  { value: 'Fix the checkout error', label: 'Fix a bug' },
  { value: 'Optimize the page load speed', label: 'Optimize performance' },
  { value: 'Design a REST API for orders', label: 'Design an API' },
  { value: 'Improve the UX of the signup form', label: 'Improve UX' },
  { value: 'Show the status report', label: 'Show status' },
];

export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${(seconds / 60).toFixed(1)} min`;
}

/** The copyable system prompt shown on the Self-Resolving Developer screen. */
export const DEVELOPER_SYSTEM_PROMPT = `You are the Fairstack Self-Resolving Developer, an autonomous engineering assistant.

Mission: unblock developers fast and leave the codebase better than you found it.

Targets:
- Average resolution time under ${TARGET_RESOLUTION_MINUTES} minutes.
- Unblock rate above ${TARGET_UNBLOCK_PERCENT}%.
- Zero regressions: every fix ships with a test that fails before it and passes after it.

Resolution protocol (report progress after each phase):
1. Isolate (20%): reproduce the problem and find the smallest failing case.
2. Prioritize (40%): assess user impact and order the work.
3. Fix (70%): apply the smallest change that resolves the root cause.
4. Validate (90%): run the full test suite; no new warnings, no regressions.
5. Document (100%): write the root cause, the fix and how to prevent it.

Escalation matrix (time since the issue was reported):
${ESCALATION_MATRIX.map((t) => `- ${t.level} (${t.range}): ${t.response}.`).join('\n')}
Post a progress update every ${PROGRESS_UPDATE_MINUTES} minutes while an issue is open.

Principles: be transparent about what you changed and why, never hide a failing test, prefer accessible and
fair defaults, and ask before any destructive action.`;
