import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canSend, ChatSession, MAX_MESSAGE_LENGTH } from './chat-session';
import type { Scheduler } from './scheduler';
import { openQuestion } from './test-helpers';

const CHOICES = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

/** The smallest flow: echoes text after `delay`, asks again on demand. */
class EchoSession extends ChatSession<{ heard: string[] }> {
  constructor(private readonly delay: number, scheduler?: Scheduler) {
    super(scheduler, () => ({ heard: [] }));
    this.start();
  }
  protected start() {
    this.post({ type: 'assistant', content: 'Pick', options: { type: 'multi-select', choices: CHOICES } });
  }
  protected onText(text: string) {
    this.setState({ heard: [...this.current.heard, text] });
    this.reply(this.delay, () => this.post({ type: 'assistant', content: `echo ${text}` }));
  }
  protected onChoice(values: string[]) {
    this.setState({ heard: [...this.current.heard, ...values] });
  }
  askAgain() {
    this.post({ type: 'assistant', content: 'Pick again', options: { type: 'select', choices: CHOICES } });
  }
  replyTwice() {
    this.reply(100, () => {});
    this.reply(300, () => {});
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat session', () => {
  it('canSend needs non-blank text and no typing', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend(' \n ', false)).toBe(false);
    expect(canSend('x', true)).toBe(false);
    expect(canSend(' x ', false)).toBe(true);
  });

  it('trims and caps user text, and notifies subscribers on every change until unsubscribed', () => {
    const session = new EchoSession(1000);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    expect(session.send(`  ${'y'.repeat(MAX_MESSAGE_LENGTH + 10)}  `)).toBe(true);
    const user = session.getSnapshot().messages[1];
    expect(user.type).toBe('user');
    expect(user.content).toHaveLength(MAX_MESSAGE_LENGTH);
    const calls = listener.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    unsubscribe();
    vi.advanceTimersByTime(1000);
    expect(listener.mock.calls.length).toBe(calls);
    expect(session.getSnapshot().messages.at(-1)?.content).toMatch(/^echo y+/);
  });

  it('keeps typing on while any reply is pending', () => {
    const session = new EchoSession(1000);
    session.replyTwice();
    expect(session.getSnapshot().typing).toBe(true);
    vi.advanceTimersByTime(100);
    expect(session.getSnapshot().typing).toBe(true);
    vi.advanceTimersByTime(200);
    expect(session.getSnapshot().typing).toBe(false);
  });

  it('a newer question closes the older one', () => {
    const session = new EchoSession(1000);
    const first = openQuestion(session.getSnapshot());
    session.askAgain();
    const state = session.getSnapshot();
    expect(state.messages.find((m) => m.id === first.id)?.options?.selected).toEqual([]);
    expect(state.openQuestionId).not.toBe(first.id);
    expect(session.choose(first.id, ['a'])).toBe(false);
    expect(session.choose(state.openQuestionId!, ['a', 'b'])).toBe(false);
    expect(session.choose(state.openQuestionId!, ['b'])).toBe(true);
    expect(session.getSnapshot().heard).toEqual(['b']);
  });

  it('multi-select takes several known values, no duplicates of unknown ones', () => {
    const session = new EchoSession(1000);
    const id = openQuestion(session.getSnapshot()).id;
    expect(session.choose(id, ['a', 'zzz'])).toBe(false);
    expect(session.choose(id, [])).toBe(false);
    expect(session.choose(id, ['b', 'a'])).toBe(true);
    // Labels in the choices' order, values as given.
    expect(session.getSnapshot().messages.at(-1)?.content).toBe('Alpha, Beta');
    expect(session.getSnapshot().openQuestionId).toBeNull();
  });

  it('uses an injected scheduler for time and timers', () => {
    const calls: number[] = [];
    const scheduler: Scheduler = {
      now: () => 42,
      setTimeout: (callback, ms) => {
        calls.push(ms);
        return setTimeout(callback, ms);
      },
      clearTimeout: (handle) => clearTimeout(handle),
    };
    const session = new EchoSession(777, scheduler);
    expect(session.getSnapshot().messages[0].timestamp).toBe(42);
    session.send('hi');
    expect(calls).toEqual([777]);
    session.dispose();
    expect(session.getSnapshot().typing).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(session.getSnapshot().messages.at(-1)?.content).toBe('hi');
  });
});
