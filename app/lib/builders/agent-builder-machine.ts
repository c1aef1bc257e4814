import {
  AGENT_INTEGRATIONS,
  AGENT_PERSONALITIES,
  AGENT_PURPOSES,
  agentName,
  agentTestHref,
  describeAgent,
  integrationLabels,
  integrationSnippet,
  knowledgeLabels,
  knowledgeQuestion,
  personalityLabel,
  purposeLabel,
  type AgentConfig,
} from './agent-config';
import { slugify } from './app-config';
import { ChatSession } from './chat-session';
import type { ActionType, ChatAction, ChatOptions } from './chat-types';
import { listLabels, matchMany, matchOne, normalize } from './choice-matching';
import type { Scheduler } from './scheduler';
import { BUILD_STEP_COUNT, BUILD_STEP_MS, BUILDER_TYPING_MS, DEPLOY_DELAY_MS } from './timing';
import type { Deployment } from './app-builder-machine';

/**
 * Purpose → industry or sub-choices → personality → integrations →
 * eight-step training → actions Test, Integration code and Deploy.
 */
export type AgentBuilderStage = 'purpose' | 'knowledge' | 'personality' | 'integrations' | 'training' | 'complete';

export type AgentBuilderExtra = {
  stage: AgentBuilderStage;
  config: Partial<AgentConfig>;
  /** Training steps finished so far (0..8); null before training starts. */
  trainingStep: number | null;
  deployment: Deployment;
};

type Question = { question: string } & Pick<ChatOptions, 'type' | 'choices'>;

export function trainingSteps(config: AgentConfig): string[] {
  return [
    `Loading the ${purposeLabel(config.purpose).toLowerCase()} base model`,
    `Ingesting knowledge: ${listLabels(knowledgeLabels(config))}`,
    `Tuning the ${personalityLabel(config.personality).toLowerCase()} personality`,
    `Connecting ${listLabels(integrationLabels(config.integrations))}`,
    'Training on sample conversations',
    'Running safety and fairness checks',
    'Evaluating answer quality',
    'Packaging your agent',
  ];
}

export class AgentBuilderMachine extends ChatSession<AgentBuilderExtra> {
  constructor(scheduler?: Scheduler) {
    super(scheduler, () => ({ stage: 'purpose', config: {}, trainingStep: null, deployment: 'idle' }));
    this.start();
  }

  protected start(): void {
    this.post({
      type: 'system',
      level: 'info',
      content: 'This is a simulated demo: everything happens in your browser and nothing you type is sent anywhere.',
    });
    const first = this.question('purpose')!;
    this.post({
      type: 'assistant',
      content: `Hi! I'm the Fairstack Agent Builder. Four questions and your AI agent is trained. ${first.question}`,
      options: { type: first.type, choices: first.choices },
    });
  }

  completionActions(): ChatAction[] {
    const config = this.current.config as AgentConfig;
    return [
      { type: 'test', label: 'Test', description: `Chat with ${agentName(config)} in a new tab`, href: agentTestHref(config) },
      { type: 'integration', label: 'Integration code', description: 'Get a snippet to embed the agent' },
      { type: 'deploy', label: 'Deploy', description: 'Put the agent live on your channels' },
    ];
  }

  override act(type: ActionType): boolean {
    const { stage, deployment, config } = this.current;
    if (stage !== 'complete' || this.current.typing) return false;
    const full = config as AgentConfig;
    switch (type) {
      case 'test':
        this.post({ type: 'system', level: 'info', content: `Test chat with ${agentName(full)} opened in a new tab.` });
        return true;
      case 'integration':
        this.post({ type: 'user', content: 'Show me the integration code' });
        this.showSnippet();
        return true;
      case 'deploy':
        if (deployment !== 'idle') return false;
        this.post({ type: 'user', content: 'Deploy my agent' });
        this.deploy();
        return true;
      default:
        return false;
    }
  }

  private question(stage: AgentBuilderStage): Question | null {
    switch (stage) {
      case 'purpose':
        return { question: 'What should your agent do?', type: 'select', choices: AGENT_PURPOSES };
      case 'knowledge':
        return knowledgeQuestion(this.current.config.purpose ?? 'support');
      case 'personality':
        return { question: 'Which personality should it have?', type: 'select', choices: AGENT_PERSONALITIES };
      case 'integrations':
        return {
          question: 'Where should it work? Choose every channel, then press Continue.',
          type: 'multi-select',
          choices: AGENT_INTEGRATIONS,
        };
      default:
        return null;
    }
  }

  private ask(stage: AgentBuilderStage, lead = ''): void {
    const q = this.question(stage);
    if (!q) return;
    this.post({
      type: 'assistant',
      content: lead ? `${lead} ${q.question}` : q.question,
      options: { type: q.type, choices: q.choices },
    });
  }

  protected onChoice(values: string[]): void {
    this.advance(values);
  }

  protected onText(text: string): void {
    const { stage } = this.current;
    if (stage === 'training') {
      const step = this.current.trainingStep ?? 0;
      this.reply(BUILDER_TYPING_MS, () =>
        this.post({
          type: 'assistant',
          content: `Training is under way: ${step} of ${BUILD_STEP_COUNT} steps done. Each step appears here as it finishes.`,
        }),
      );
      return;
    }
    if (stage === 'complete') return this.answerWhenComplete(text);
    const q = this.question(stage)!;
    const picked = q.type === 'multi-select' ? matchMany(text, q.choices) : [matchOne(text, q.choices)].filter((c) => c !== null);
    if (picked.length > 0) {
      const values = picked.map((c) => c.value);
      this.closeQuestion(values);
      this.advance(values);
      return;
    }
    this.closeQuestion();
    this.reply(BUILDER_TYPING_MS, () => {
      this.post({
        type: 'system',
        level: 'warning',
        content:
          q.type === 'multi-select'
            ? "I couldn't match that to the options. Pick at least one below (or type 'all')."
            : "I couldn't match that to one of the options. Please pick one below.",
      });
      this.ask(stage);
    });
  }

  private advance(values: string[]): void {
    const { stage, config } = this.current;
    let next: AgentBuilderStage;
    let ack: string;
    if (stage === 'purpose') {
      this.setState({ config: { purpose: values[0] } });
      next = 'knowledge';
      ack = `${purposeLabel(values[0])}: got it.`;
    } else if (stage === 'knowledge') {
      const updated = { ...config, knowledgeBase: values };
      this.setState({ config: updated });
      next = 'personality';
      ack = `I'll load knowledge for ${listLabels(knowledgeLabels(updated as AgentConfig))}.`;
    } else if (stage === 'personality') {
      this.setState({ config: { ...config, personality: values[0] } });
      next = 'integrations';
      ack = `${personalityLabel(values[0])}: nice.`;
    } else if (stage === 'integrations') {
      this.setState({ config: { ...config, integrations: values }, stage: 'training', trainingStep: 0 });
      this.reply(BUILDER_TYPING_MS, () => this.startTraining());
      return;
    } else {
      return;
    }
    this.setState({ stage: next });
    this.reply(BUILDER_TYPING_MS, () => this.ask(next, ack));
  }

  private startTraining(): void {
    const config = this.current.config as AgentConfig;
    this.post({
      type: 'assistant',
      content: `Training ${agentName(config)}, your ${describeAgent(config)}. I'll post each of the ${BUILD_STEP_COUNT} training steps.`,
    });
    this.runSteps(
      trainingSteps(config),
      BUILD_STEP_MS,
      (step) => this.setState({ trainingStep: step }),
      () => this.complete(),
    );
  }

  private complete(): void {
    const config = this.current.config as AgentConfig;
    this.setState({ stage: 'complete' });
    this.post({
      type: 'system',
      level: 'success',
      content: `${agentName(config)} is trained and ready. Test it, grab the integration code, or deploy it.`,
      actions: this.completionActions(),
    });
  }

  private showSnippet(): void {
    const config = this.current.config as AgentConfig;
    this.reply(BUILDER_TYPING_MS, () =>
      this.post({
        type: 'assistant',
        content: `Paste this before the closing </body> tag of your site to add ${agentName(config)}:`,
        code: { language: 'html', content: integrationSnippet(config) },
      }),
    );
  }

  private deploy(): void {
    const config = this.current.config as AgentConfig;
    this.setState({ deployment: 'deploying' });
    this.after(DEPLOY_DELAY_MS, () => {
      for (const channel of integrationLabels(config.integrations)) {
        this.post({ type: 'system', level: 'info', content: `Connected to ${channel}.` });
      }
      this.post({
        type: 'system',
        level: 'success',
        content: `Deployed! In the full product ${agentName(config)} would now answer on ${listLabels(
          integrationLabels(config.integrations),
        )} at https://${slugify(agentName(config))}-${config.purpose}.agents.fairstack.app (simulated).`,
      });
      this.setState({ deployment: 'deployed' });
    });
  }

  private answerWhenComplete(text: string): void {
    const words = normalize(text);
    if (/ (start over|restart|new agent|another agent|again) /.test(words)) return this.restart();
    if (/ (code|snippet|embed|integration|install) /.test(words)) return this.showSnippet();
    if (/ (deploy|publish|launch|go live) /.test(words) && this.current.deployment === 'idle') return this.deploy();
    const name = agentName(this.current.config as AgentConfig);
    this.reply(BUILDER_TYPING_MS, () =>
      this.post({
        type: 'assistant',
        content: `${name} is ready. Use the buttons to test it, get the integration code or deploy it, or type "start over" to build another agent.`,
        actions: this.completionActions(),
      }),
    );
  }
}
