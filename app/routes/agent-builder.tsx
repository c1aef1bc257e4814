import type { MetaFunction } from '@remix-run/cloudflare';
import { ConfigSummary, Panel, StageList } from '~/components/chat/builder-panels';
import { deployActionState } from '~/components/chat/chat-actions';
import { ChatWindow } from '~/components/chat/chat-window';
import { ProgressIndicator } from '~/components/chat/progress-indicator';
import { useChatMachine } from '~/components/chat/use-chat-machine';
import { AgentBuilderMachine, type AgentBuilderStage } from '~/lib/builders/agent-builder-machine';
import {
  agentName,
  integrationLabels,
  knowledgeLabels,
  personalityLabel,
  purposeLabel,
  type AgentConfig,
} from '~/lib/builders/agent-config';
import { listLabels } from '~/lib/builders/choice-matching';
import { BUILD_STEP_COUNT } from '~/lib/builders/timing';

export const meta: MetaFunction = () => [
  { title: 'Agent Builder | Fairstack' },
  {
    name: 'description',
    content:
      'Chat with the Fairstack Agent Builder: choose a purpose, industry, personality and channels, train your AI agent, then test, embed or deploy it.',
  },
];

const STAGES = ['Purpose', 'Knowledge', 'Personality', 'Channels', 'Training', 'Ready'] as const;
const STAGE_INDEX: Record<AgentBuilderStage, number> = {
  purpose: 0,
  knowledge: 1,
  personality: 2,
  integrations: 3,
  training: 4,
  complete: 5,
};

export default function AgentBuilder() {
  const [state, machine] = useChatMachine(() => new AgentBuilderMachine());
  const { config, stage, trainingStep, deployment } = state;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Build</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Agent Builder</h1>
        <p className="mt-3 text-slate-700">
          Create an AI agent for your business in a short chat: what it does, what it knows, how it sounds and where it
          works. Then test it, embed it with one snippet, or deploy it.
        </p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <ChatWindow
          className="h-[75vh] min-h-[28rem] lg:col-span-2 lg:h-[36rem]"
          title="Agent Builder chat"
          assistantName="Agent Builder"
          state={state}
          machine={machine}
          placeholder="Tell me what your agent should do, e.g. “answer support questions for my shop”"
          actionState={deployActionState(deployment)}
          toolbar={
            <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => machine.restart()}>
              Start over
            </button>
          }
        />

        <div className="flex flex-col gap-6">
          <Panel title="Your agent" id="agent-summary-heading">
            <StageList stages={STAGES} current={STAGE_INDEX[stage]} label="Builder progress" />
            <div className="mt-4">
              <ConfigSummary
                rows={[
                  { term: 'Name', value: config.purpose ? agentName(config as AgentConfig) : null },
                  { term: 'Purpose', value: config.purpose ? purposeLabel(config.purpose) : null },
                  {
                    term: 'Knowledge',
                    value: config.purpose && config.knowledgeBase ? listLabels(knowledgeLabels(config as AgentConfig)) : null,
                  },
                  { term: 'Personality', value: config.personality ? personalityLabel(config.personality) : null },
                  { term: 'Channels', value: config.integrations ? listLabels(integrationLabels(config.integrations)) : null },
                ]}
              />
            </div>
          </Panel>
          <Panel title="Training" id="agent-training-heading">
            {trainingStep === null ? (
              <p className="text-sm text-slate-600">Training starts after the last question.</p>
            ) : (
              <>
                <p className="mb-2 text-sm text-slate-700" data-testid="training-status">
                  {stage === 'complete' ? 'Training complete' : `Step ${trainingStep} of ${BUILD_STEP_COUNT} done`}
                </p>
                <ProgressIndicator
                  value={trainingStep}
                  max={BUILD_STEP_COUNT}
                  label="Training progress"
                  valueText={`Step ${trainingStep} of ${BUILD_STEP_COUNT}`}
                />
              </>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
