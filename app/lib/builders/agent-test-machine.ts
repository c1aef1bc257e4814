import {
  agentName,
  integrationLabels,
  knowledgeLabels,
  purposeLabel,
  type AgentConfig,
} from './agent-config';
import { ChatSession } from './chat-session';
import type { Choice } from './chat-types';
import { listLabels } from './choice-matching';
import type { Scheduler } from './scheduler';
import { BUILDER_TYPING_MS } from './timing';

/** /demo/agent-test: a small scripted chat with the agent configured in the Agent Builder. */
type Tone = { greeting: string; opener: string; closer: string };

export const TONES: Record<string, Tone> = {
  friendly: { greeting: 'Hi there!', opener: 'Happy to help!', closer: 'Anything else I can do for you?' },
  professional: { greeting: 'Hello.', opener: 'Certainly.', closer: 'Is there anything else I can help with?' },
  enthusiastic: { greeting: 'Hey, welcome!', opener: 'Great question!', closer: "Anything else? I'd love to help!" },
  empathetic: { greeting: "Hello, I'm glad you reached out.", opener: 'I understand.', closer: "Take your time; I'm here if you need anything else." },
  witty: { greeting: 'Well hello!', opener: 'Ooh, a good one.', closer: 'Got another one for me?' },
};

type Intent = { pattern: RegExp; answer: (config: AgentConfig) => string };

const COMMON: readonly Intent[] = [
  {
    pattern: /\b(human|person|someone|representative|manager)\b/i,
    answer: () => "I'll hand you over to a teammate and share this conversation so you don't have to repeat yourself.",
  },
  {
    pattern: /\b(where|channels?|slack|teams|whatsapp|email|reach)\b/i,
    answer: (c) => `You can reach me on ${listLabels(integrationLabels(c.integrations))}.`,
  },
  { pattern: /\b(thanks?|thank you|cheers|great)\b/i, answer: () => "You're welcome!" },
  {
    pattern: /\b(who are you|what can you do|help)\b/i,
    answer: (c) => `I'm ${agentName(c)}, a ${purposeLabel(c.purpose).toLowerCase()} agent trained on ${listLabels(knowledgeLabels(c))}.`,
  },
];

const BY_PURPOSE: Record<string, readonly Intent[]> = {
  support: [
    { pattern: /\b(order|track\w*|shipping|deliver\w*|package)\b/i, answer: () => 'Share your order number and I can look up where it is. Tracking links are also in your confirmation e-mail.' },
    { pattern: /\b(refunds?|returns?|exchange|money back)\b/i, answer: () => 'Returns are free within 30 days. I can start one now: which item would you like to return?' },
    { pattern: /\b(password|log ?in|sign ?in|account)\b/i, answer: () => "Use 'Forgot password' on the sign-in page and I'll send a reset link to your e-mail address." },
    { pattern: /\b(hours|open|opening|closed)\b/i, answer: () => "Our team is available Monday to Friday, 9 am to 6 pm, and I'm here around the clock." },
  ],
  sales: [
    { pattern: /\b(price|prices|pricing|cost|costs|how much|plans?)\b/i, answer: () => 'Plans start at $29 per month with no setup fee. I can recommend one if you tell me your team size.' },
    { pattern: /\b(demo|trial|try)\b/i, answer: () => 'I can book a 20-minute demo. Does tomorrow at 10:00 or 14:30 work for you?' },
    { pattern: /\b(discounts?|deal|coupon|nonprofit|annual)\b/i, answer: () => 'Annual plans save 20%, and nonprofits get an extra 10% off.' },
  ],
  scheduling: [
    { pattern: /\b(reschedul\w*|cancel\w*|move)\b/i, answer: () => 'No problem. Your appointment is on Thursday at 15:00; I can move it to Friday at 11:00 or cancel it.' },
    { pattern: /\b(book\w*|appointments?|schedul\w*|meeting)\b/i, answer: () => 'I have openings tomorrow at 10:00 and 14:30, or Friday at 9:00. Which works best?' },
    { pattern: /\b(remind\w*)\b/i, answer: () => "Done: I'll remind you 24 hours and 1 hour before your appointment." },
  ],
  research: [
    { pattern: /\b(summar\w*|policy|guide|numbers|find|what does)\b/i, answer: (c) => `Here is what I found in ${listLabels(knowledgeLabels(c))}: the key points, each with a link to its source so you can check it.` },
  ],
  content: [
    { pattern: /\b(blog|intro|article)\b/i, answer: () => 'Draft: "Fair AI is not a feature, it is a promise. Here is how we keep it, one honest answer at a time."' },
    { pattern: /\b(social|tweet|post|linkedin)\b/i, answer: () => 'Draft: "We just shipped something we are proud of. Built in the open, priced fairly. Take a look!"' },
    { pattern: /\b(product|description|newsletter|write|draft)\b/i, answer: () => 'Draft: "Designed for everyday use, built to last, and priced without surprises."' },
  ],
};

const SUGGESTIONS: Record<string, readonly string[]> = {
  support: ['Where is my order?', 'How do I return an item?', 'Can I talk to a human?'],
  sales: ['How much does it cost?', 'Can I book a demo?', 'Do you offer discounts?'],
  scheduling: ['Book an appointment', 'Reschedule my appointment', 'Send me a reminder'],
  research: ['Summarize our refund policy', 'What does the onboarding guide say?', 'What can you do?'],
  content: ['Write a blog intro', 'Draft a social post', 'Write a product description'],
};

export function suggestionsFor(config: AgentConfig): Choice[] {
  return (SUGGESTIONS[config.purpose] ?? SUGGESTIONS.support).map((text) => ({ value: text, label: text }));
}

/** The agent's scripted answer to one message, in its personality's tone. */
export function agentAnswer(config: AgentConfig, text: string): { content: string; understood: boolean } {
  const tone = TONES[config.personality] ?? TONES.friendly;
  const intents = [...(BY_PURPOSE[config.purpose] ?? []), ...COMMON];
  const intent = intents.find((i) => i.pattern.test(text));
  if (!intent) {
    return {
      content: `${tone.opener} I'm a demo agent, so my answers are scripted. Try one of the suggestions below.`,
      understood: false,
    };
  }
  return { content: `${tone.opener} ${intent.answer(config)} ${tone.closer}`, understood: true };
}

export type AgentTestExtra = { config: AgentConfig };

export class AgentTestMachine extends ChatSession<AgentTestExtra> {
  constructor(config: AgentConfig, scheduler?: Scheduler) {
    super(scheduler, () => ({ config }));
    this.start();
  }

  protected start(): void {
    const { config } = this.current;
    const tone = TONES[config.personality] ?? TONES.friendly;
    this.post({
      type: 'assistant',
      content: `${tone.greeting} I'm ${agentName(config)}, your ${purposeLabel(config.purpose).toLowerCase()} agent for ${listLabels(
        knowledgeLabels(config),
      )}. How can I help?`,
      options: { type: 'select', choices: suggestionsFor(config) },
    });
  }

  protected onChoice(values: string[]): void {
    this.answer(values[0]);
  }

  protected onText(text: string): void {
    this.closeQuestion();
    this.answer(text);
  }

  private answer(text: string): void {
    const { config } = this.current;
    const { content, understood } = agentAnswer(config, text);
    this.reply(BUILDER_TYPING_MS, () =>
      this.post({
        type: 'assistant',
        content,
        ...(understood ? {} : { options: { type: 'select' as const, choices: suggestionsFor(config) } }),
      }),
    );
  }
}
