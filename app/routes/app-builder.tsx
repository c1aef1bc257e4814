import type { MetaFunction } from '@remix-run/cloudflare';
import { Panel, ConfigSummary, StageList } from '~/components/chat/builder-panels';
import { deployActionState } from '~/components/chat/chat-actions';
import { ChatWindow } from '~/components/chat/chat-window';
import { ProgressIndicator } from '~/components/chat/progress-indicator';
import { useChatMachine } from '~/components/chat/use-chat-machine';
import { AppBuilderMachine, type AppBuilderStage } from '~/lib/builders/app-builder-machine';
import { APP_FEATURES, APP_PLATFORMS, APP_STYLES, appName, type AppConfig } from '~/lib/builders/app-config';
import { labelsOf, listLabels } from '~/lib/builders/choice-matching';
import { BUILD_STEP_COUNT } from '~/lib/builders/timing';

export const meta: MetaFunction = () => [
  { title: 'App Builder | Fairstack' },
  {
    name: 'description',
    content:
      'Chat with the Fairstack App Builder: pick a type, features, platform and style, watch your app build, then preview, download or deploy it.',
  },
];

const STAGES = ['Type', 'Features', 'Platform', 'Style', 'Build', 'Ready'] as const;
const STAGE_INDEX: Record<AppBuilderStage, number> = { type: 0, features: 1, platform: 2, style: 3, building: 4, complete: 5 };

export default function AppBuilder() {
  const [state, machine] = useChatMachine(() => new AppBuilderMachine());
  const { config, stage, buildStep, deployment } = state;
  const built = stage === 'complete';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Build</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">App Builder</h1>
        <p className="mt-3 text-slate-700">
          Describe the app you need in a short chat. Four questions, an eight-step build, and you can preview it, download a
          starter or deploy it.
        </p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <ChatWindow
          className="h-[75vh] min-h-[28rem] lg:col-span-2 lg:h-[36rem]"
          title="App Builder chat"
          assistantName="App Builder"
          state={state}
          machine={machine}
          placeholder="Describe your app, e.g. “an online store for handmade candles”"
          actionState={deployActionState(deployment)}
          toolbar={
            <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => machine.restart()}>
              Start over
            </button>
          }
        />

        <div className="flex flex-col gap-6">
          <Panel title="Your app" id="app-summary-heading">
            <StageList stages={STAGES} current={STAGE_INDEX[stage]} label="Builder progress" />
            <div className="mt-4">
              <ConfigSummary
                rows={[
                  { term: 'Name', value: config.type ? appName(config as AppConfig) : null },
                  { term: 'Type', value: config.typeLabel ?? null },
                  { term: 'Features', value: config.features ? listLabels(labelsOf(APP_FEATURES, config.features)) : null },
                  { term: 'Platform', value: config.platform ? labelsOf(APP_PLATFORMS, [config.platform])[0] : null },
                  { term: 'Style', value: config.styling ? labelsOf(APP_STYLES, [config.styling])[0] : null },
                ]}
              />
            </div>
          </Panel>
          <Panel title="Build" id="app-build-heading">
            {buildStep === null ? (
              <p className="text-sm text-slate-600">The build starts after the last question.</p>
            ) : (
              <>
                <p className="mb-2 text-sm text-slate-700" data-testid="build-status">
                  {built ? 'Build complete' : `Step ${buildStep} of ${BUILD_STEP_COUNT} done`}
                </p>
                <ProgressIndicator
                  value={buildStep}
                  max={BUILD_STEP_COUNT}
                  label="Build progress"
                  valueText={`Step ${buildStep} of ${BUILD_STEP_COUNT}`}
                />
              </>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
