import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGENT_INDUSTRIES,
  AGENT_INTEGRATIONS,
  AGENT_PURPOSES,
  AGENT_SUBCHOICES,
  agentConfigToSearchParams,
  agentId,
  integrationSnippet,
  parseAgentConfig,
  SAMPLE_AGENT_CONFIG,
  type AgentConfig,
} from './agent-config';
import { AgentBuilderMachine } from './agent-builder-machine';
import { contents, lastMessage, openQuestion } from './test-helpers';
import { BUILD_STEP_MS, BUILDER_TYPING_MS, DEPLOY_DELAY_MS } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function pick(machine: AgentBuilderMachine, values: string[]) {
  expect(machine.choose(openQuestion(machine.getSnapshot()).id, values)).toBe(true);
  vi.advanceTimersByTime(BUILDER_TYPING_MS);
}

function train(machine: AgentBuilderMachine) {
  pick(machine, ['support']);
  pick(machine, ['healthcare']);
  pick(machine, ['empathetic']);
  pick(machine, ['website', 'slack']);
  vi.advanceTimersByTime(BUILD_STEP_MS * 8);
}

describe('agent builder machine', () => {
  it('asks for the purpose first', () => {
    const state = new AgentBuilderMachine().getSnapshot();
    expect(openQuestion(state).options).toEqual({ type: 'select', choices: AGENT_PURPOSES });
    expect(state).toMatchObject({ stage: 'purpose', typing: false, trainingStep: null, deployment: 'idle' });
    expect(new AgentBuilderMachine().send(' ')).toBe(false);
  });

  it('asks for the industry after support or sales (one choice)', () => {
    const machine = new AgentBuilderMachine();
    pick(machine, ['sales']);
    const question = openQuestion(machine.getSnapshot());
    expect(question.options).toEqual({ type: 'select', choices: AGENT_INDUSTRIES });
    expect(question.content).toContain('Which industry is it for?');
    expect(machine.choose(question.id, ['saas', 'finance'])).toBe(false);
  });

  it.each(['scheduling', 'research', 'content'])('asks for sub-choices (several) after %s', (purpose) => {
    const machine = new AgentBuilderMachine();
    pick(machine, [purpose]);
    const question = openQuestion(machine.getSnapshot());
    expect(question.options).toEqual({ type: 'multi-select', choices: AGENT_SUBCHOICES[purpose].choices });
    const two = AGENT_SUBCHOICES[purpose].choices.slice(0, 2).map((c) => c.value);
    pick(machine, two);
    expect(machine.getSnapshot().config.knowledgeBase).toEqual(two);
    expect(machine.getSnapshot().stage).toBe('personality');
  });

  it('walks purpose → knowledge → personality → integrations, then trains in eight 2 s steps', () => {
    const machine = new AgentBuilderMachine();
    pick(machine, ['support']);
    pick(machine, ['healthcare']);
    pick(machine, ['empathetic']);
    expect(openQuestion(machine.getSnapshot()).options).toEqual({ type: 'multi-select', choices: AGENT_INTEGRATIONS });
    expect(machine.choose(openQuestion(machine.getSnapshot()).id, ['website', 'slack'])).toBe(true);
    expect(machine.getSnapshot()).toMatchObject({ stage: 'training', typing: true, trainingStep: 0 });
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(lastMessage(machine.getSnapshot()).content).toContain('Training Ava');

    for (let step = 1; step <= 8; step++) {
      vi.advanceTimersByTime(BUILD_STEP_MS - 1);
      expect(machine.getSnapshot().trainingStep).toBe(step - 1);
      vi.advanceTimersByTime(1);
      const state = machine.getSnapshot();
      expect(state.trainingStep).toBe(step);
      expect(state.messages.some((m) => m.content.startsWith(`Step ${step} of 8:`) && m.progress === Math.round(step * 12.5))).toBe(true);
    }
    const state = machine.getSnapshot();
    expect(state.stage).toBe('complete');
    expect(state.config).toEqual({ purpose: 'support', knowledgeBase: ['healthcare'], personality: 'empathetic', integrations: ['website', 'slack'] });
    const done = lastMessage(state);
    expect(done.level).toBe('success');
    expect(done.actions?.map((a) => a.label)).toEqual(['Test', 'Integration code', 'Deploy']);
    expect(done.actions![0].href).toBe('/demo/agent-test?purpose=support&knowledge=healthcare&personality=empathetic&integrations=website%2Cslack');
  });

  it('understands typed answers and re-asks when nothing matches', () => {
    const machine = new AgentBuilderMachine();
    machine.send('help desk for our customers');
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(machine.getSnapshot().config.purpose).toBe('support');
    machine.send('we run a dental clinic');
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(machine.getSnapshot().config.knowledgeBase).toEqual(['healthcare']);
    machine.send('zzz');
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(machine.getSnapshot().stage).toBe('personality');
    expect(machine.getSnapshot().messages.at(-2)?.level).toBe('warning');
    machine.send('calm please');
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    machine.send('slack and email');
    expect(machine.getSnapshot().config.integrations).toEqual(['slack', 'email']);
    vi.advanceTimersByTime(BUILDER_TYPING_MS + BUILD_STEP_MS * 3);
    machine.send('are you done?');
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(contents(machine.getSnapshot())).toContain(
      'Training is under way: 3 of 8 steps done. Each step appears here as it finishes.',
    );
  });

  it('Integration code shows a snippet built from the configuration after the typing pause', () => {
    const machine = new AgentBuilderMachine();
    expect(machine.act('integration')).toBe(false);
    train(machine);
    expect(machine.act('integration')).toBe(true);
    expect(machine.getSnapshot().typing).toBe(true);
    expect(machine.act('integration')).toBe(false);
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    const message = lastMessage(machine.getSnapshot());
    const config = machine.getSnapshot().config as AgentConfig;
    expect(message.code).toEqual({ language: 'html', content: integrationSnippet(config) });
    expect(message.code!.content).toContain(`agentId: '${agentId(config)}'`);
    expect(message.code!.content).toContain("integrations: ['website', 'slack']");
    expect(message.code!.content).toContain("personality: 'empathetic'");
  });

  it('Test is logged, Deploy reports each channel after 3 s, once', () => {
    const machine = new AgentBuilderMachine();
    train(machine);
    expect(machine.act('test')).toBe(true);
    expect(lastMessage(machine.getSnapshot()).content).toBe('Test chat with Ava opened in a new tab.');
    expect(machine.act('preview')).toBe(false);
    expect(machine.act('deploy')).toBe(true);
    expect(machine.act('deploy')).toBe(false);
    const count = machine.getSnapshot().messages.length;
    vi.advanceTimersByTime(DEPLOY_DELAY_MS - 1);
    expect(machine.getSnapshot().messages.length).toBe(count);
    vi.advanceTimersByTime(1);
    const state = machine.getSnapshot();
    expect(state.deployment).toBe('deployed');
    expect(contents(state).slice(count)).toEqual([
      'Connected to Website chat widget.',
      'Connected to Slack.',
      expect.stringContaining('Deployed!'),
    ]);
  });

  it('after training, typed text can ask for the code, deploy or start over', () => {
    const machine = new AgentBuilderMachine();
    train(machine);
    machine.send('give me the embed code');
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(lastMessage(machine.getSnapshot()).code).toBeDefined();
    machine.send('ok');
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(lastMessage(machine.getSnapshot()).actions).toHaveLength(3);
    machine.send('go live');
    expect(machine.getSnapshot().deployment).toBe('deploying');
    machine.send('start over');
    expect(machine.getSnapshot()).toMatchObject({ stage: 'purpose', config: {}, deployment: 'idle' });
    vi.advanceTimersByTime(DEPLOY_DELAY_MS);
    expect(machine.getSnapshot().messages).toHaveLength(2);
  });
});

describe('agent configuration in the address', () => {
  it('round-trips and rejects what does not fit the purpose', () => {
    const config: AgentConfig = { purpose: 'research', knowledgeBase: ['wiki', 'database'], personality: 'witty', integrations: ['teams'] };
    expect(parseAgentConfig(agentConfigToSearchParams(config))).toEqual({ config, complete: true });
    const wrong = agentConfigToSearchParams({ ...config, knowledgeBase: ['healthcare'] });
    expect(parseAgentConfig(wrong)).toEqual({ config: SAMPLE_AGENT_CONFIG, complete: false });
    const twoIndustries = agentConfigToSearchParams({ ...config, purpose: 'support', knowledgeBase: ['saas', 'finance'] });
    expect(parseAgentConfig(twoIndustries).complete).toBe(false);
    expect(parseAgentConfig(new URLSearchParams('purpose=support')).complete).toBe(false);
    expect(agentId(config)).toBe(agentId({ ...config }));
    expect(agentId(config)).not.toBe(agentId({ ...config, personality: 'friendly' }));
  });
});
