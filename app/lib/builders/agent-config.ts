import type { Choice } from './chat-types';
import { labelsOf, listLabels } from './choice-matching';

/** The agent builder collects purpose, knowledgeBase, personality, integrations. */
export type AgentConfig = {
  purpose: string;
  /** The industry (support, sales) or the sub-choices (the other purposes) the agent is trained on. */
  knowledgeBase: string[];
  personality: string;
  integrations: string[];
};

export const AGENT_PURPOSES: readonly Choice[] = [
  { value: 'support', label: 'Customer support', keywords: ['support', 'customer service', 'help desk', 'helpdesk', 'tickets', 'faq'] },
  { value: 'sales', label: 'Sales assistant', keywords: ['sales', 'sell', 'leads', 'lead', 'prospects', 'conversion'] },
  { value: 'scheduling', label: 'Scheduling assistant', keywords: ['scheduling', 'schedule', 'appointments', 'appointment', 'calendar', 'booking', 'meetings'] },
  { value: 'research', label: 'Research & knowledge', keywords: ['research', 'knowledge', 'documents', 'docs', 'answers', 'internal'] },
  { value: 'content', label: 'Content writer', keywords: ['content', 'writing', 'writer', 'copy', 'blog', 'marketing', 'posts'] },
];

export const AGENT_INDUSTRIES: readonly Choice[] = [
  { value: 'ecommerce', label: 'E-commerce & retail', keywords: ['ecommerce', 'e commerce', 'retail', 'shop', 'store'] },
  { value: 'saas', label: 'Software & SaaS', keywords: ['saas', 'software', 'tech', 'technology', 'app'] },
  { value: 'healthcare', label: 'Healthcare', keywords: ['health', 'healthcare', 'medical', 'clinic', 'dental', 'hospital'] },
  { value: 'finance', label: 'Finance & insurance', keywords: ['finance', 'bank', 'banking', 'insurance', 'fintech', 'accounting'] },
  { value: 'education', label: 'Education', keywords: ['education', 'school', 'university', 'courses', 'training'] },
  { value: 'hospitality', label: 'Hospitality & travel', keywords: ['hospitality', 'hotel', 'restaurant', 'travel', 'tourism'] },
  { value: 'realestate', label: 'Real estate', keywords: ['real estate', 'property', 'properties', 'realtor', 'rentals'] },
];

/** For purposes that are not tied to an industry, the follow-up asks what the agent should handle. */
export const AGENT_SUBCHOICES: Readonly<Record<string, { question: string; choices: readonly Choice[] }>> = {
  scheduling: {
    question: 'What should it handle? Choose all that apply.',
    choices: [
      { value: 'calendar', label: 'Calendar booking', keywords: ['calendar', 'booking', 'book', 'appointments'] },
      { value: 'reminders', label: 'Reminders', keywords: ['reminder', 'reminders', 'remind'] },
      { value: 'rescheduling', label: 'Rescheduling & cancellations', keywords: ['reschedule', 'rescheduling', 'cancel', 'cancellations'] },
      { value: 'intake', label: 'Intake forms', keywords: ['intake', 'forms', 'form', 'questionnaire'] },
    ],
  },
  research: {
    question: 'Which sources should it learn from? Choose all that apply.',
    choices: [
      { value: 'documents', label: 'Documents & PDFs', keywords: ['documents', 'pdf', 'pdfs', 'files'] },
      { value: 'wiki', label: 'Internal wiki', keywords: ['wiki', 'confluence', 'notion', 'intranet'] },
      { value: 'website', label: 'Public website', keywords: ['website', 'site', 'web pages', 'web'] },
      { value: 'database', label: 'Databases', keywords: ['database', 'databases', 'sql', 'data'] },
    ],
  },
  content: {
    question: 'What will it write? Choose all that apply.',
    choices: [
      { value: 'blog', label: 'Blog posts', keywords: ['blog', 'articles', 'article'] },
      { value: 'social', label: 'Social media posts', keywords: ['social', 'twitter', 'linkedin', 'instagram'] },
      { value: 'product', label: 'Product descriptions', keywords: ['product', 'products', 'descriptions'] },
      { value: 'newsletter', label: 'Newsletters', keywords: ['newsletter', 'newsletters', 'email', 'emails'] },
    ],
  },
};

export const AGENT_PERSONALITIES: readonly Choice[] = [
  { value: 'friendly', label: 'Friendly & warm', keywords: ['friendly', 'warm', 'kind', 'casual'] },
  { value: 'professional', label: 'Professional & concise', keywords: ['professional', 'concise', 'formal', 'business', 'direct'] },
  { value: 'enthusiastic', label: 'Enthusiastic', keywords: ['enthusiastic', 'energetic', 'excited', 'upbeat', 'cheerful'] },
  { value: 'empathetic', label: 'Calm & empathetic', keywords: ['calm', 'empathetic', 'patient', 'caring', 'gentle'] },
  { value: 'witty', label: 'Witty', keywords: ['witty', 'funny', 'humor', 'humour', 'playful'] },
];

export const AGENT_INTEGRATIONS: readonly Choice[] = [
  { value: 'website', label: 'Website chat widget', keywords: ['website', 'widget', 'site', 'web'] },
  { value: 'slack', label: 'Slack', keywords: ['slack'] },
  { value: 'teams', label: 'Microsoft Teams', keywords: ['teams', 'microsoft'] },
  { value: 'whatsapp', label: 'WhatsApp', keywords: ['whatsapp'] },
  { value: 'email', label: 'Email', keywords: ['email', 'e mail', 'mail', 'inbox'] },
  { value: 'zendesk', label: 'Zendesk', keywords: ['zendesk'] },
  { value: 'hubspot', label: 'HubSpot', keywords: ['hubspot', 'crm'] },
  { value: 'shopify', label: 'Shopify', keywords: ['shopify'] },
];

/** Support and sales agents are specialised by industry; the other purposes by their sub-choices. */
export function knowledgeQuestion(purpose: string): { question: string; type: 'select' | 'multi-select'; choices: readonly Choice[] } {
  const sub = AGENT_SUBCHOICES[purpose];
  if (sub) return { question: sub.question, type: 'multi-select', choices: sub.choices };
  return { question: 'Which industry is it for?', type: 'select', choices: AGENT_INDUSTRIES };
}

export const SAMPLE_AGENT_CONFIG: AgentConfig = {
  purpose: 'support',
  knowledgeBase: ['ecommerce'],
  personality: 'friendly',
  integrations: ['website'],
};

const AGENT_NAMES: Record<string, string> = {
  support: 'Ava',
  sales: 'Max',
  scheduling: 'Sky',
  research: 'Iris',
  content: 'Quill',
};

export function agentName(config: Pick<AgentConfig, 'purpose'>): string {
  return AGENT_NAMES[config.purpose] ?? 'Ava';
}

export function purposeLabel(purpose: string): string {
  return labelsOf(AGENT_PURPOSES, [purpose])[0];
}

export function knowledgeLabels(config: Pick<AgentConfig, 'purpose' | 'knowledgeBase'>): string[] {
  return labelsOf(knowledgeQuestion(config.purpose).choices, config.knowledgeBase);
}

export function personalityLabel(personality: string): string {
  return labelsOf(AGENT_PERSONALITIES, [personality])[0];
}

export function integrationLabels(integrations: readonly string[]): string[] {
  return labelsOf(AGENT_INTEGRATIONS, integrations);
}

export function describeAgent(config: AgentConfig): string {
  return `${purposeLabel(config.purpose).toLowerCase()} agent for ${listLabels(knowledgeLabels(config))}, ${personalityLabel(
    config.personality,
  ).toLowerCase()}, on ${listLabels(integrationLabels(config.integrations))}`;
}

function known(choices: readonly Choice[], value: string | null): value is string {
  return value !== null && choices.some((c) => c.value === value);
}

function list(value: string | null, choices: readonly Choice[]): string[] {
  return [...new Set((value ?? '').split(',').map((v) => v.trim()))].filter((v) => known(choices, v));
}

export function agentConfigToSearchParams(config: AgentConfig): URLSearchParams {
  return new URLSearchParams({
    purpose: config.purpose,
    knowledge: config.knowledgeBase.join(','),
    personality: config.personality,
    integrations: config.integrations.join(','),
  });
}

/** Reads the configuration from the test page's address; the sample agent when anything is missing or wrong. */
export function parseAgentConfig(params: URLSearchParams): { config: AgentConfig; complete: boolean } {
  const purpose = params.get('purpose');
  const personality = params.get('personality');
  if (!known(AGENT_PURPOSES, purpose) || !known(AGENT_PERSONALITIES, personality)) {
    return { config: SAMPLE_AGENT_CONFIG, complete: false };
  }
  const question = knowledgeQuestion(purpose);
  const knowledgeBase = list(params.get('knowledge'), question.choices);
  const integrations = list(params.get('integrations'), AGENT_INTEGRATIONS);
  if (knowledgeBase.length === 0 || (question.type === 'select' && knowledgeBase.length !== 1) || integrations.length === 0) {
    return { config: SAMPLE_AGENT_CONFIG, complete: false };
  }
  return { config: { purpose, knowledgeBase, personality, integrations }, complete: true };
}

export function agentTestHref(config: AgentConfig): string {
  return `/demo/agent-test?${agentConfigToSearchParams(config).toString()}`;
}

/** A stable id for the configuration (FNV-1a), so the same choices always give the same snippet. */
export function agentId(config: AgentConfig): string {
  const text = JSON.stringify([config.purpose, config.knowledgeBase, config.personality, config.integrations]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `agt_${config.purpose}_${hash.toString(36)}`;
}

/** The Integration code action: an embed snippet built from the chosen configuration. */
export function integrationSnippet(config: AgentConfig): string {
  const quoted = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;
  const lines = [
    `<!-- Fairstack agent "${agentName(config)}": ${describeAgent(config)} -->`,
    '<script src="https://cdn.fairstack.app/agent/v1.js" defer></script>',
    '<script>',
    "  window.addEventListener('DOMContentLoaded', function () {",
    '    FairstackAgent.init({',
    `      agentId: '${agentId(config)}',`,
    `      name: '${agentName(config)}',`,
    `      purpose: '${config.purpose}',`,
    `      knowledgeBase: ${quoted(config.knowledgeBase)},`,
    `      personality: '${config.personality}',`,
    `      integrations: ${quoted(config.integrations)},`,
    '    });',
    '  });',
    '</script>',
  ];
  return lines.join('\n');
}
