import {
  APP_FEATURES,
  APP_PLATFORMS,
  APP_STYLES,
  APP_TYPES,
  CUSTOM_TYPE,
  appName,
  appPreviewHref,
  cleanLabel,
  describeApp,
  slugify,
  starterReadme,
  type AppConfig,
} from './app-config';
import { ChatSession } from './chat-session';
import type { ActionType, ChatAction, Choice } from './chat-types';
import { labelsOf, listLabels, matchMany, matchOne, normalize } from './choice-matching';
import type { Scheduler } from './scheduler';
import { BUILD_STEP_COUNT, BUILD_STEP_MS, BUILDER_TYPING_MS, DEPLOY_DELAY_MS } from './timing';

/**
 * Type → features (multi-select) → platform → style → an eight-step build
 * with a status line every 2 s → completion with Preview, Download and Deploy.
 */
export type AppBuilderStage = 'type' | 'features' | 'platform' | 'style' | 'building' | 'complete';
export type Deployment = 'idle' | 'deploying' | 'deployed';

export type AppBuilderExtra = {
  stage: AppBuilderStage;
  config: Partial<AppConfig>;
  /** Steps finished so far while building (0..8); null before the build starts. */
  buildStep: number | null;
  deployment: Deployment;
};

const QUESTIONS = {
  type: 'What kind of app would you like to build? Pick one below or describe it in your own words.',
  features: 'Which features should it have? Choose as many as you like, then press Continue.',
  platform: 'Where should it run?',
  style: 'Last question: which visual style fits your brand?',
} as const;

export function buildSteps(config: AppConfig): string[] {
  const features = listLabels(labelsOf(APP_FEATURES, config.features));
  const platform = labelsOf(APP_PLATFORMS, [config.platform])[0];
  const style = labelsOf(APP_STYLES, [config.styling])[0];
  return [
    'Setting up the project structure',
    `Generating data models for ${features}`,
    `Building the ${platform} interface`,
    `Applying the ${style} design system`,
    'Wiring up features and navigation',
    'Running automated tests',
    'Optimizing performance and accessibility',
    'Packaging your app',
  ];
}

export function deployAddress(config: Pick<AppConfig, 'type' | 'typeLabel'>): string {
  return `https://${slugify(appName(config))}.fairstack.app`;
}

export class AppBuilderMachine extends ChatSession<AppBuilderExtra> {
  constructor(scheduler?: Scheduler) {
    super(scheduler, () => ({ stage: 'type', config: {}, buildStep: null, deployment: 'idle' }));
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
      content: `Hi! I'm the Fairstack App Builder. Answer four quick questions and I'll build your app. ${QUESTIONS.type}`,
      options: { type: 'select', choices: APP_TYPES },
    });
  }

  /** The actions shown when the build completes. */
  completionActions(): ChatAction[] {
    const config = this.current.config as AppConfig;
    return [
      { type: 'preview', label: 'Preview', description: 'Open a live preview in a new tab', href: appPreviewHref(config) },
      { type: 'download', label: 'Download', description: 'Save a starter README with your configuration', file: starterReadme(config) },
      { type: 'deploy', label: 'Deploy', description: 'Publish your app to the Fairstack edge' },
    ];
  }

  override act(type: ActionType): boolean {
    const { stage, deployment, config } = this.current;
    if (stage !== 'complete') return false;
    const full = config as AppConfig;
    switch (type) {
      case 'preview':
        this.post({ type: 'system', level: 'info', content: `Preview of ${appName(full)} opened in a new tab.` });
        return true;
      case 'download':
        this.post({ type: 'system', level: 'success', content: `Downloaded ${starterReadme(full).name}.` });
        return true;
      case 'deploy':
        if (deployment !== 'idle') return false;
        this.post({ type: 'user', content: 'Deploy my app' });
        this.deploy();
        return true;
      default:
        return false;
    }
  }

  protected onChoice(values: string[]): void {
    this.advance(values, null);
  }

  protected onText(text: string): void {
    const { stage } = this.current;
    if (stage === 'building') {
      const step = this.current.buildStep ?? 0;
      this.reply(BUILDER_TYPING_MS, () =>
        this.post({
          type: 'assistant',
          content: `I'm still building: ${step} of ${BUILD_STEP_COUNT} steps done. Each step appears here as it finishes.`,
        }),
      );
      return;
    }
    if (stage === 'complete') {
      this.answerWhenComplete(text);
      return;
    }
    const choices = this.choicesFor(stage);
    if (stage === 'features') {
      const picked = matchMany(text, choices);
      if (picked.length > 0) return this.answerByText(picked.map((c) => c.value));
    } else {
      const picked = matchOne(text, choices);
      if (picked) return this.answerByText([picked.value]);
      if (stage === 'type') {
        const label = cleanLabel(text);
        if (label.length > 0) return this.answerByText([], label);
      }
    }
    this.reask(stage);
  }

  private choicesFor(stage: AppBuilderStage): readonly Choice[] {
    if (stage === 'type') return APP_TYPES;
    if (stage === 'features') return APP_FEATURES;
    if (stage === 'platform') return APP_PLATFORMS;
    return APP_STYLES;
  }

  private answerByText(values: string[], customLabel: string | null = null): void {
    this.closeQuestion(values);
    this.advance(values, customLabel);
  }

  private reask(stage: AppBuilderStage): void {
    this.closeQuestion();
    const hint =
      stage === 'features'
        ? "I couldn't match that to a feature. Pick at least one below (or type 'all')."
        : "I couldn't match that to one of the options. Please pick one below.";
    this.reply(BUILDER_TYPING_MS, () => {
      this.post({ type: 'system', level: 'warning', content: hint });
      this.ask(stage);
    });
  }

  private ask(stage: AppBuilderStage, lead = ''): void {
    if (stage === 'building' || stage === 'complete') return;
    const type = stage === 'features' ? 'multi-select' : 'select';
    const content = lead ? `${lead} ${QUESTIONS[stage]}` : QUESTIONS[stage];
    this.post({ type: 'assistant', content, options: { type, choices: this.choicesFor(stage) } });
  }

  /** Records the answer for the current stage and, after the typing pause, asks the next question. */
  private advance(values: string[], customLabel: string | null): void {
    const { stage, config } = this.current;
    let next: AppBuilderStage;
    let ack: string;
    if (stage === 'type') {
      const typeLabel = customLabel ?? labelsOf(APP_TYPES, values)[0];
      this.setState({ config: { ...config, type: customLabel ? CUSTOM_TYPE : values[0], typeLabel } });
      next = 'features';
      ack = `Great choice: ${typeLabel}.`;
    } else if (stage === 'features') {
      this.setState({ config: { ...config, features: values } });
      next = 'platform';
      ack = `Got it: ${listLabels(labelsOf(APP_FEATURES, values))}.`;
    } else if (stage === 'platform') {
      this.setState({ config: { ...config, platform: values[0] } });
      next = 'style';
      ack = `${labelsOf(APP_PLATFORMS, values)[0]} it is.`;
    } else if (stage === 'style') {
      this.setState({ config: { ...config, styling: values[0] }, stage: 'building', buildStep: 0 });
      this.reply(BUILDER_TYPING_MS, () => this.startBuild());
      return;
    } else {
      return;
    }
    this.setState({ stage: next });
    this.reply(BUILDER_TYPING_MS, () => {
      this.ask(next, ack);
    });
  }

  private startBuild(): void {
    const config = this.current.config as AppConfig;
    this.post({
      type: 'assistant',
      content: `Perfect. Building ${appName(config)}: ${describeApp(config)}. I'll post a status line for each of the ${BUILD_STEP_COUNT} steps.`,
    });
    this.runSteps(
      buildSteps(config),
      BUILD_STEP_MS,
      (step) => this.setState({ buildStep: step }),
      () => this.complete(),
    );
  }

  private complete(): void {
    const config = this.current.config as AppConfig;
    this.setState({ stage: 'complete' });
    this.post({
      type: 'system',
      level: 'success',
      content: `${appName(config)} is ready! Preview it, download the starter, or deploy it.`,
      actions: this.completionActions(),
    });
  }

  private deploy(): void {
    const config = this.current.config as AppConfig;
    this.setState({ deployment: 'deploying' });
    this.after(DEPLOY_DELAY_MS, () => {
      this.post({ type: 'system', level: 'info', content: 'Build uploaded to the Fairstack edge network (300+ locations).' });
      this.post({ type: 'system', level: 'info', content: 'HTTPS certificate issued and health checks passing.' });
      this.post({
        type: 'system',
        level: 'success',
        content: `Deployed! In the full product ${appName(config)} would now be live at ${deployAddress(config)} (simulated).`,
      });
      this.setState({ deployment: 'deployed' });
    });
  }

  private answerWhenComplete(text: string): void {
    const words = normalize(text);
    if (/ (start over|restart|new app|another app|again) /.test(words)) {
      this.restart();
      return;
    }
    if (/ (deploy|publish|launch|go live) /.test(words) && this.current.deployment === 'idle') {
      this.deploy();
      return;
    }
    const name = appName(this.current.config as AppConfig);
    this.reply(BUILDER_TYPING_MS, () =>
      this.post({
        type: 'assistant',
        content: `${name} is built. Use the buttons to preview, download or deploy it, or type "start over" to build another app.`,
        actions: this.completionActions(),
      }),
    );
  }
}
