import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_FEATURES, APP_TYPES } from './app-config';
import { AppBuilderMachine, deployAddress } from './app-builder-machine';
import { canSend } from './chat-session';
import { contents, lastMessage, openQuestion } from './test-helpers';
import { BUILD_STEP_MS, BUILDER_TYPING_MS, DEPLOY_DELAY_MS } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Answers the open question with chips and waits out the typing pause. */
function pick(machine: AppBuilderMachine, values: string[]) {
  expect(machine.choose(openQuestion(machine.getSnapshot()).id, values)).toBe(true);
  vi.advanceTimersByTime(BUILDER_TYPING_MS);
}

function buildToCompletion(machine: AppBuilderMachine) {
  pick(machine, ['ecommerce']);
  pick(machine, ['auth', 'payments']);
  pick(machine, ['web']);
  pick(machine, ['minimal']);
  vi.advanceTimersByTime(BUILD_STEP_MS * 8);
}

describe('app builder machine', () => {
  it('opens with a system note and the app type question', () => {
    const state = new AppBuilderMachine().getSnapshot();
    expect(state.messages.map((m) => m.type)).toEqual(['system', 'assistant']);
    expect(state.messages[0].level).toBe('info');
    expect(state.messages[1].options).toEqual({ type: 'select', choices: APP_TYPES });
    expect(state.openQuestionId).toBe(state.messages[1].id);
    expect(state.messages[1].timestamp).toBe(Date.parse('2026-01-15T10:00:00Z'));
    expect(state).toMatchObject({ stage: 'type', typing: false, buildStep: null, deployment: 'idle' });
  });

  it('ignores empty sends and disables sending while typing', () => {
    const machine = new AppBuilderMachine();
    const before = machine.getSnapshot();
    expect(machine.send('')).toBe(false);
    expect(machine.send('   \n\t')).toBe(false);
    expect(machine.getSnapshot()).toBe(before);
    expect(canSend('', false)).toBe(false);
    expect(canSend(' ', false)).toBe(false);
    expect(canSend('hi', true)).toBe(false);
    expect(canSend('hi', false)).toBe(true);

    expect(machine.send('an online shop')).toBe(true);
    expect(machine.getSnapshot().typing).toBe(true);
    const during = machine.getSnapshot();
    expect(machine.send('another message')).toBe(false);
    expect(machine.getSnapshot()).toBe(during);
  });

  it('walks type → features → platform → style with a 1.5 s typing pause before each question', () => {
    const machine = new AppBuilderMachine();
    const listener = vi.fn();
    machine.subscribe(listener);
    const typeQuestion = openQuestion(machine.getSnapshot());
    expect(machine.choose(typeQuestion.id, ['ecommerce'])).toBe(true);
    expect(listener).toHaveBeenCalled();
    let state = machine.getSnapshot();
    expect(lastMessage(state)).toMatchObject({ type: 'user', content: 'E-commerce store' });
    expect(state.messages.find((m) => m.id === typeQuestion.id)?.options?.selected).toEqual(['ecommerce']);
    expect(state.typing).toBe(true);
    expect(state.openQuestionId).toBeNull();

    vi.advanceTimersByTime(BUILDER_TYPING_MS - 1);
    expect(machine.getSnapshot().typing).toBe(true);
    vi.advanceTimersByTime(1);
    state = machine.getSnapshot();
    expect(state.typing).toBe(false);
    expect(state.stage).toBe('features');
    expect(openQuestion(state).options).toEqual({ type: 'multi-select', choices: APP_FEATURES });
    expect(openQuestion(state).content).toContain('E-commerce store');

    // An answered question no longer accepts chips.
    expect(machine.choose(typeQuestion.id, ['social'])).toBe(false);

    pick(machine, ['auth', 'payments', 'analytics']);
    state = machine.getSnapshot();
    expect(state.stage).toBe('platform');
    expect(state.config.features).toEqual(['auth', 'payments', 'analytics']);
    expect(state.messages.at(-2)).toMatchObject({ type: 'user', content: 'User accounts, Payments, Analytics' });

    pick(machine, ['mobile']);
    expect(machine.getSnapshot().stage).toBe('style');
    pick(machine, ['dark']);
    state = machine.getSnapshot();
    expect(state.stage).toBe('building');
    expect(state.config).toEqual({
      type: 'ecommerce',
      typeLabel: 'E-commerce store',
      features: ['auth', 'payments', 'analytics'],
      platform: 'mobile',
      styling: 'dark',
    });
    expect(lastMessage(state).content).toContain('Building Storefront');
  });

  it('rejects chips for a different message, unknown values, several values for a select and none for a multi-select', () => {
    const machine = new AppBuilderMachine();
    const question = openQuestion(machine.getSnapshot());
    expect(machine.choose('m999', ['ecommerce'])).toBe(false);
    expect(machine.choose(question.id, ['spaceship'])).toBe(false);
    expect(machine.choose(question.id, ['ecommerce', 'spaceship'])).toBe(false);
    expect(machine.choose(question.id, ['ecommerce', 'social'])).toBe(false);
    expect(machine.choose(question.id, [])).toBe(false);
    pick(machine, ['social']);
    const features = openQuestion(machine.getSnapshot());
    expect(machine.choose(features.id, [])).toBe(false);
    expect(machine.choose(features.id, ['chat', 'chat'])).toBe(true);
    // A choice while the assistant is typing is refused.
    const platform = machine.getSnapshot();
    expect(platform.typing).toBe(true);
    expect(machine.choose(features.id, ['chat'])).toBe(false);
  });

  it('runs eight build steps, one status line every 2 s with progress, then completes with three actions', () => {
    const machine = new AppBuilderMachine();
    pick(machine, ['productivity']);
    pick(machine, ['auth']);
    pick(machine, ['web']);
    pick(machine, ['minimal']);
    const start = machine.getSnapshot().messages.length;
    expect(machine.getSnapshot().buildStep).toBe(0);

    vi.advanceTimersByTime(BUILD_STEP_MS - 1);
    expect(machine.getSnapshot().messages.length).toBe(start);
    const progress: number[] = [];
    for (let step = 1; step <= 8; step++) {
      vi.advanceTimersByTime(step === 1 ? 1 : BUILD_STEP_MS);
      const state = machine.getSnapshot();
      expect(state.buildStep).toBe(step);
      const line = state.messages.find((m) => m.content.startsWith(`Step ${step} of 8:`))!;
      expect(line).toMatchObject({ type: 'system', level: 'info' });
      progress.push(line.progress!);
      if (step < 8) expect(state.stage).toBe('building');
    }
    expect(progress).toEqual([13, 25, 38, 50, 63, 75, 88, 100]);
    const state = machine.getSnapshot();
    expect(state.stage).toBe('complete');
    const done = lastMessage(state);
    expect(done).toMatchObject({ type: 'system', level: 'success' });
    expect(done.actions?.map((a) => a.type)).toEqual(['preview', 'download', 'deploy']);
    const preview = done.actions![0];
    expect(preview.href).toBe('/demo/preview?type=productivity&features=auth&platform=web&styling=minimal');
    expect(done.actions![1].file?.content).toContain('"type": "productivity"');
  });

  it('answers typed text while building with the progress so far', () => {
    const machine = new AppBuilderMachine();
    pick(machine, ['dashboard']);
    pick(machine, ['analytics']);
    pick(machine, ['desktop']);
    pick(machine, ['corporate']);
    vi.advanceTimersByTime(BUILD_STEP_MS * 3);
    expect(machine.send('how long?')).toBe(true);
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(contents(machine.getSnapshot())).toContain(
      "I'm still building: 3 of 8 steps done. Each step appears here as it finishes.",
    );
  });

  it('offers actions only once complete; Preview and Download are logged; Deploy reports after 3 s, once', () => {
    const machine = new AppBuilderMachine();
    expect(machine.act('deploy')).toBe(false);
    expect(machine.act('preview')).toBe(false);
    buildToCompletion(machine);
    expect(machine.act('test')).toBe(false);

    expect(machine.act('preview')).toBe(true);
    expect(lastMessage(machine.getSnapshot()).content).toBe('Preview of Storefront opened in a new tab.');
    expect(machine.act('download')).toBe(true);
    expect(lastMessage(machine.getSnapshot())).toMatchObject({ level: 'success', content: 'Downloaded storefront-starter-README.md.' });

    expect(machine.act('deploy')).toBe(true);
    let state = machine.getSnapshot();
    expect(state.deployment).toBe('deploying');
    expect(lastMessage(state)).toMatchObject({ type: 'user', content: 'Deploy my app' });
    expect(machine.act('deploy')).toBe(false);
    const count = state.messages.length;
    vi.advanceTimersByTime(DEPLOY_DELAY_MS - 1);
    expect(machine.getSnapshot().messages.length).toBe(count);
    vi.advanceTimersByTime(1);
    state = machine.getSnapshot();
    expect(state.deployment).toBe('deployed');
    expect(state.messages.length).toBe(count + 3);
    expect(lastMessage(state).level).toBe('success');
    expect(lastMessage(state).content).toContain(deployAddress({ type: 'ecommerce', typeLabel: 'E-commerce store' }));
    expect(machine.act('deploy')).toBe(false);
  });

  describe('typed answers', () => {
    it('accepts a known type by keyword, or the user’s own words as a custom type', () => {
      const known = new AppBuilderMachine();
      known.send('I want to sell things in an online store');
      vi.advanceTimersByTime(BUILDER_TYPING_MS);
      expect(known.getSnapshot().config.type).toBe('ecommerce');
      const question = known.getSnapshot().messages[1];
      expect(question.options?.selected).toEqual(['ecommerce']);

      const custom = new AppBuilderMachine();
      custom.send('  A recipe   sharing app ');
      vi.advanceTimersByTime(BUILDER_TYPING_MS);
      expect(custom.getSnapshot().config).toEqual({ type: 'custom', typeLabel: 'A recipe sharing app' });
      expect(custom.getSnapshot().messages[1].options?.selected).toEqual([]);
    });

    it('matches features, "all", platforms and styles from text', () => {
      const machine = new AppBuilderMachine();
      pick(machine, ['social']);
      machine.send('login, chat and push notifications');
      vi.advanceTimersByTime(BUILDER_TYPING_MS);
      expect(machine.getSnapshot().config.features).toEqual(['auth', 'chat', 'notifications']);
      machine.send('both web and mobile');
      vi.advanceTimersByTime(BUILDER_TYPING_MS);
      expect(machine.getSnapshot().config.platform).toBe('cross');
      machine.send('something fun');
      vi.advanceTimersByTime(BUILDER_TYPING_MS);
      expect(machine.getSnapshot().config.styling).toBe('playful');
      expect(machine.getSnapshot().stage).toBe('building');

      const all = new AppBuilderMachine();
      pick(all, ['social']);
      all.send('all');
      vi.advanceTimersByTime(BUILDER_TYPING_MS);
      expect(all.getSnapshot().config.features).toHaveLength(APP_FEATURES.length);
    });

    it('re-asks with a warning when text matches no option', () => {
      const machine = new AppBuilderMachine();
      pick(machine, ['social']);
      const features = openQuestion(machine.getSnapshot());
      machine.send('hmm not sure');
      expect(machine.getSnapshot().openQuestionId).toBeNull();
      vi.advanceTimersByTime(BUILDER_TYPING_MS);
      let state = machine.getSnapshot();
      expect(state.stage).toBe('features');
      expect(state.messages.at(-2)).toMatchObject({ type: 'system', level: 'warning' });
      const again = openQuestion(state);
      expect(again.id).not.toBe(features.id);
      expect(again.options?.type).toBe('multi-select');
      expect(machine.choose(features.id, ['chat'])).toBe(false);

      pick(machine, ['chat']);
      machine.send('purple');
      vi.advanceTimersByTime(BUILDER_TYPING_MS);
      state = machine.getSnapshot();
      expect(state.stage).toBe('platform');
      expect(lastMessage(state).content).toContain('Where should it run?');
      expect(state.messages.at(-2)?.level).toBe('warning');
    });

    it('after completion: "deploy" deploys, "start over" restarts, anything else repeats the actions', () => {
      const machine = new AppBuilderMachine();
      buildToCompletion(machine);
      machine.send('what now?');
      vi.advanceTimersByTime(BUILDER_TYPING_MS);
      expect(lastMessage(machine.getSnapshot()).actions?.map((a) => a.label)).toEqual(['Preview', 'Download', 'Deploy']);

      machine.send('please deploy it');
      expect(machine.getSnapshot().deployment).toBe('deploying');
      vi.advanceTimersByTime(DEPLOY_DELAY_MS);
      expect(machine.getSnapshot().deployment).toBe('deployed');

      machine.send('start over');
      const state = machine.getSnapshot();
      expect(state).toMatchObject({ stage: 'type', config: {}, deployment: 'idle', buildStep: null });
      expect(state.messages).toHaveLength(2);
      expect(state.messages[0].id).not.toBe('m1');
    });
  });

  it('restart and dispose cancel pending steps and the typing indicator', () => {
    const machine = new AppBuilderMachine();
    pick(machine, ['ecommerce']);
    pick(machine, ['auth']);
    pick(machine, ['web']);
    pick(machine, ['bold']);
    vi.advanceTimersByTime(BUILD_STEP_MS * 2);
    machine.restart();
    vi.advanceTimersByTime(BUILD_STEP_MS * 10);
    expect(machine.getSnapshot().messages).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);

    machine.send('a marketplace');
    expect(machine.getSnapshot().typing).toBe(true);
    machine.dispose();
    expect(machine.getSnapshot().typing).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
