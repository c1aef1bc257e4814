import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentConfig } from './agent-config';
import { AgentTestMachine, agentAnswer, suggestionsFor } from './agent-test-machine';
import { lastMessage, openQuestion } from './test-helpers';
import { BUILDER_TYPING_MS } from './timing';

const support: AgentConfig = { purpose: 'support', knowledgeBase: ['ecommerce'], personality: 'professional', integrations: ['website', 'whatsapp'] };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('agent test chat', () => {
  it('greets in the persona with suggestions for its purpose', () => {
    const state = new AgentTestMachine(support).getSnapshot();
    expect(state.messages[0].content).toBe("Hello. I'm Ava, your customer support agent for E-commerce & retail. How can I help?");
    expect(openQuestion(state).options?.choices.map((c) => c.label)).toEqual(suggestionsFor(support).map((c) => c.label));
  });

  it('answers by purpose and personality after the typing pause', () => {
    const machine = new AgentTestMachine(support);
    expect(machine.send('')).toBe(false);
    machine.send('Where is my order?');
    vi.advanceTimersByTime(BUILDER_TYPING_MS - 1);
    expect(lastMessage(machine.getSnapshot()).type).toBe('user');
    vi.advanceTimersByTime(1);
    const reply = lastMessage(machine.getSnapshot());
    expect(reply.content.startsWith('Certainly. Share your order number')).toBe(true);
    expect(reply.content.endsWith('Is there anything else I can help with?')).toBe(true);
    expect(reply.options).toBeUndefined();
  });

  it('names the configured channels and falls back with suggestions when it does not understand', () => {
    expect(agentAnswer(support, 'can I reach you on whatsapp?').content).toContain('Website chat widget and WhatsApp');
    const witty: AgentConfig = { ...support, purpose: 'sales', personality: 'witty' };
    expect(agentAnswer(witty, 'how much is it?').content).toMatch(/^Ooh, a good one\. Plans start at \$29/);
    const fallback = agentAnswer(witty, 'qwerty');
    expect(fallback.understood).toBe(false);
    const machine = new AgentTestMachine(witty);
    machine.send('qwerty');
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(openQuestion(machine.getSnapshot()).options?.choices).toEqual(suggestionsFor(witty));
  });

  it.each([
    ['scheduling', 'Reschedule my appointment', 'Thursday at 15:00'],
    ['research', 'Summarize our refund policy', 'Internal wiki'],
    ['content', 'Draft a social post', 'Built in the open'],
  ])('%s agents answer their own suggestions', (purpose, text, expected) => {
    const config: AgentConfig = { purpose, knowledgeBase: purpose === 'research' ? ['wiki'] : ['calendar'], personality: 'friendly', integrations: ['email'] };
    const machine = new AgentTestMachine(config);
    const question = openQuestion(machine.getSnapshot());
    expect(machine.choose(question.id, [text])).toBe(true);
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(lastMessage(machine.getSnapshot()).content).toContain(expected);
  });
});
