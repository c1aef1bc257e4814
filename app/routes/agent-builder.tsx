import type { MetaFunction } from '@remix-run/cloudflare';
import { BuilderScreen } from '~/components/chat/builder-screen';
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
    <BuilderScreen
      name="Agent Builder"
      intro="Create an AI agent for your business in a short chat: what it does, what it knows, how it sounds and where it works. Then test it, embed it with one snippet, or deploy it."
      placeholder="Tell me what your agent should do, e.g. “answer support questions for my shop”"
      state={state}
      machine={machine}
      deployment={deployment}
      stages={STAGES}
      currentStage={STAGE_INDEX[stage]}
      summaryTitle="Your agent"
      summary={[
        { term: 'Name', value: config.purpose ? agentName(config as AgentConfig) : null },
        { term: 'Purpose', value: config.purpose ? purposeLabel(config.purpose) : null },
        {
          term: 'Knowledge',
          value: config.purpose && config.knowledgeBase ? listLabels(knowledgeLabels(config as AgentConfig)) : null,
        },
        { term: 'Personality', value: config.personality ? personalityLabel(config.personality) : null },
        { term: 'Channels', value: config.integrations ? listLabels(integrationLabels(config.integrations)) : null },
      ]}
      progress={{
        title: 'Training',
        step: trainingStep,
        of: BUILD_STEP_COUNT,
        complete: stage === 'complete',
        notStarted: 'Training starts after the last question.',
        completeText: 'Training complete',
        testId: 'training-status',
      }}
    />
  );
}
