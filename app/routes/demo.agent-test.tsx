import type { MetaFunction } from '@remix-run/cloudflare';
import { Link, useSearchParams } from '@remix-run/react';
import { ConfigSummary, Panel } from '~/components/chat/builder-panels';
import { ChatWindow } from '~/components/chat/chat-window';
import { useChatMachine } from '~/components/chat/use-chat-machine';
import {
  agentName,
  integrationLabels,
  knowledgeLabels,
  parseAgentConfig,
  personalityLabel,
  purposeLabel,
  type AgentConfig,
} from '~/lib/builders/agent-config';
import { AgentTestMachine } from '~/lib/builders/agent-test-machine';
import { listLabels } from '~/lib/builders/choice-matching';

// The agent's configuration travels in the address; the conversation is scripted in the browser.
export const meta: MetaFunction = ({ location }) => {
  const { config, complete } = parseAgentConfig(new URLSearchParams(location.search));
  const name = agentName(config);
  return [
    { title: `Test ${name} | Fairstack Agent Builder` },
    {
      name: 'description',
      content: `Chat with ${complete ? name : 'a sample agent'}, a ${purposeLabel(config.purpose).toLowerCase()} agent built with the Fairstack Agent Builder.`,
    },
    { name: 'robots', content: 'noindex' },
  ];
};

function AgentTestChat({ config }: { config: AgentConfig }) {
  const [state, machine] = useChatMachine(() => new AgentTestMachine(config));
  const name = agentName(config);
  return (
    <ChatWindow
      className="h-[70vh] min-h-[26rem] lg:col-span-2 lg:h-[34rem]"
      title={`Chat with ${name}`}
      assistantName={name}
      state={state}
      machine={machine}
      placeholder={`Ask ${name} something`}
      toolbar={
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => machine.restart()}>
          Reset chat
        </button>
      }
    />
  );
}

export default function DemoAgentTest() {
  const [params] = useSearchParams();
  const { config, complete } = parseAgentConfig(params);
  const name = agentName(config);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Agent test</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Test {name}</h1>
          <p className="mt-2 text-slate-700">
            Try the conversation your customers will have. Answers are scripted for this demo and follow the personality you
            chose.
          </p>
        </div>
        <Link to="/agent-builder" className="btn-secondary">
          Back to the Agent Builder
        </Link>
      </header>

      {complete ? null : (
        <p role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          This address has no complete agent configuration, so you are talking to a sample agent.{' '}
          <Link to="/agent-builder" className="font-semibold underline">
            Build your own
          </Link>
          .
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {/* A new configuration in the address means a new agent: the key remounts the chat. */}
        <AgentTestChat key={params.toString()} config={config} />
        <Panel title="Agent profile" id="agent-profile-heading">
          <ConfigSummary
            rows={[
              { term: 'Name', value: name },
              { term: 'Purpose', value: purposeLabel(config.purpose) },
              { term: 'Knowledge', value: listLabels(knowledgeLabels(config)) },
              { term: 'Personality', value: personalityLabel(config.personality) },
              { term: 'Channels', value: listLabels(integrationLabels(config.integrations)) },
            ]}
          />
        </Panel>
      </div>
    </div>
  );
}
