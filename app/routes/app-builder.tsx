import type { MetaFunction } from '@remix-run/cloudflare';
import { BuilderScreen } from '~/components/chat/builder-screen';
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

  return (
    <BuilderScreen
      name="App Builder"
      intro="Describe the app you need in a short chat. Four questions, an eight-step build, and you can preview it, download a starter or deploy it."
      placeholder="Describe your app, e.g. “an online store for handmade candles”"
      state={state}
      machine={machine}
      deployment={deployment}
      stages={STAGES}
      currentStage={STAGE_INDEX[stage]}
      summaryTitle="Your app"
      summary={[
        { term: 'Name', value: config.type ? appName(config as AppConfig) : null },
        { term: 'Type', value: config.typeLabel ?? null },
        { term: 'Features', value: config.features ? listLabels(labelsOf(APP_FEATURES, config.features)) : null },
        { term: 'Platform', value: config.platform ? labelsOf(APP_PLATFORMS, [config.platform])[0] : null },
        { term: 'Style', value: config.styling ? labelsOf(APP_STYLES, [config.styling])[0] : null },
      ]}
      progress={{
        title: 'Build',
        step: buildStep,
        of: BUILD_STEP_COUNT,
        complete: stage === 'complete',
        notStarted: 'The build starts after the last question.',
        completeText: 'Build complete',
        testId: 'build-status',
      }}
    />
  );
}
