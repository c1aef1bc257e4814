import type { MetaFunction } from '@remix-run/cloudflare';
import { Panel } from '~/components/chat/builder-panels';
import { ChatWindow } from '~/components/chat/chat-window';
import { CopyButton } from '~/components/chat/copy-button';
import { ProgressIndicator } from '~/components/chat/progress-indicator';
import { useChatMachine } from '~/components/chat/use-chat-machine';
import {
  DEVELOPER_SYSTEM_PROMPT,
  ESCALATION_MATRIX,
  FIX_PHASES,
  PROGRESS_UPDATE_MINUTES,
  TARGET_RESOLUTION_MINUTES,
  TARGET_UNBLOCK_PERCENT,
  type DeveloperMetrics,
} from '~/lib/builders/developer-config';
import { DeveloperMachine } from '~/lib/builders/developer-machine';

export const meta: MetaFunction = () => [
  { title: 'Self-Resolving Developer | Fairstack' },
  {
    name: 'description',
    content:
      'An autonomous developer assistant that isolates, fixes, validates and documents issues, with live metrics, an escalation matrix and its system prompt.',
  },
];

function MetricsPanel({ metrics }: { metrics: DeveloperMetrics }) {
  const items = [
    { label: 'Avg. resolution time', value: `${metrics.averageResolutionMinutes} min`, note: `Target: under ${TARGET_RESOLUTION_MINUTES} min` },
    { label: 'Unblock rate', value: `${metrics.unblockRatePercent}%`, note: `Target: above ${TARGET_UNBLOCK_PERCENT}%` },
    { label: 'Regressions', value: String(metrics.regressions), note: 'Every fix ships with a test' },
    { label: 'Active issues', value: String(metrics.activeIssues), note: 'Open right now' },
    { label: 'Resolved today', value: String(metrics.resolvedToday), note: 'Since midnight' },
    { label: 'Score', value: String(metrics.score), note: 'Quality of resolutions' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="developer-metrics">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900" data-metric={item.label}>
            {item.value}
          </dd>
          <dd className="text-xs text-slate-600">{item.note}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function SelfResolvingAgent() {
  const [state, machine] = useChatMachine(() => new DeveloperMachine());
  const { metrics, fix } = state;
  const phase = fix && fix.phase > 0 ? FIX_PHASES[fix.phase - 1] : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Build</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Self-Resolving Developer</h1>
        <p className="mt-3 text-slate-700">
          Describe a bug and watch it isolated, prioritized, fixed, validated and documented. Ask for performance, API or UX
          help, or a status report.
        </p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ChatWindow
            className="h-[75vh] min-h-[28rem] lg:h-[36rem]"
            title="Developer assistant chat"
            assistantName="Developer assistant"
            state={state}
            machine={machine}
            placeholder="Describe an issue, e.g. “fix the checkout error on mobile”"
            toolbar={
              <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => machine.restart()}>
                Start over
              </button>
            }
          />
          <Panel title="System prompt" id="system-prompt-heading">
            <p className="text-sm text-slate-700">The instructions the assistant works by. Copy them into your own agent.</p>
            <pre
              className="mt-3 max-h-64 overflow-auto whitespace-pre-wrap rounded-md bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
              tabIndex={0}
              aria-label="System prompt text"
            >
              {DEVELOPER_SYSTEM_PROMPT}
            </pre>
            <CopyButton text={DEVELOPER_SYSTEM_PROMPT} label="Copy prompt" className="btn-primary mt-3" />
          </Panel>
        </div>

        <div className="flex flex-col gap-6">
          <Panel title="Live metrics" id="metrics-heading">
            <MetricsPanel metrics={metrics} />
            <div className="mt-4" aria-live="polite">
              {fix ? (
                <>
                  <p className="mb-2 text-sm text-slate-700">
                    Resolving “{fix.issue}”: {phase ? `${phase.name} (${phase.percent}%)` : 'starting'}
                  </p>
                  <ProgressIndicator value={phase?.percent ?? 0} label="Fix progress" />
                </>
              ) : (
                <p className="text-sm text-slate-600">No fix running.</p>
              )}
            </div>
          </Panel>
          <Panel title="Escalation matrix" id="escalation-heading">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">When an open issue escalates, by time since it was reported</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600">
                  <th scope="col" className="py-2 pr-2 font-medium">Level</th>
                  <th scope="col" className="py-2 pr-2 font-medium">Time</th>
                  <th scope="col" className="py-2 font-medium">Response</th>
                </tr>
              </thead>
              <tbody>
                {ESCALATION_MATRIX.map((tier) => (
                  <tr key={tier.level} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-2 pr-2 font-semibold">{tier.level}</th>
                    <td className="whitespace-nowrap py-2 pr-2">{tier.range}</td>
                    <td className="py-2 text-slate-700">{tier.response}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-xs text-slate-600">Progress updates every {PROGRESS_UPDATE_MINUTES} minutes while an issue is open.</p>
          </Panel>
        </div>
      </div>
    </div>
  );
}
