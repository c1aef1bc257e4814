import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVELOPER_SUGGESTIONS,
  DEVELOPER_SYSTEM_PROMPT,
  ESCALATION_MATRIX,
  escalationLevel,
  formatDuration,
  INITIAL_METRICS,
  routeMessage,
} from './developer-config';
import { DeveloperMachine, REPLY_DELAY_MS } from './developer-machine';
import { lastMessage, openQuestion } from './test-helpers';
import { FIX_PHASE_MS } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function runFix(machine: DeveloperMachine, text = 'fix the login error') {
  expect(machine.send(text)).toBe(true);
  vi.advanceTimersByTime(1000 + FIX_PHASE_MS * 5);
}

describe('developer routing', () => {
  it.each([
    ['Fix the checkout error', 'fix'],
    ['the app crashes on start', 'fix'],
    ['fix the slow API', 'fix'],
    ['the dashboard is slow', 'optimize'],
    ['optimise bundle size', 'optimize'],
    ['design a REST API for orders', 'api'],
    ['which endpoints do we need', 'api'],
    ['improve the UX of signup', 'ux'],
    ['accessibility review', 'ux'],
    ['show me the status report', 'status'],
    ['hello there', 'help'],
    ['guide me', 'help'], // 'ui' inside 'guide' is not the word 'ui'
  ])('%s → %s', (text, route) => {
    expect(routeMessage(text)).toBe(route);
  });

  it('uses the spec delays: 1 s typing, optimize 4 s, API 3.5 s, UX 4.5 s', () => {
    expect(REPLY_DELAY_MS).toEqual({ fix: 1000, optimize: 4000, api: 3500, ux: 4500, status: 1000, help: 1000 });
  });

  it('maps minutes to the escalation matrix', () => {
    expect(ESCALATION_MATRIX.map((t) => `${t.level} ${t.range}`)).toEqual(['L1 0-5 min', 'L2 5-15 min', 'L3 15-30 min', 'L4 30+ min']);
    expect([0, 4.9, 5, 14.9, 15, 29.9, 30, 120].map(escalationLevel)).toEqual(['L1', 'L1', 'L2', 'L2', 'L3', 'L3', 'L4', 'L4']);
    expect(formatDuration(10_000)).toBe('10 s');
    expect(formatDuration(90_000)).toBe('1.5 min');
  });

  it('has a system prompt with the targets and the matrix', () => {
    expect(DEVELOPER_SYSTEM_PROMPT).toContain('under 10 minutes');
    expect(DEVELOPER_SYSTEM_PROMPT).toContain('above 95%');
    expect(DEVELOPER_SYSTEM_PROMPT).toContain('L4 (30+ min)');
    expect(DEVELOPER_SYSTEM_PROMPT).toContain('every 15 minutes');
  });
});

describe('developer machine', () => {
  it('starts with the demo metrics and suggestion chips', () => {
    const state = new DeveloperMachine().getSnapshot();
    expect(state.metrics).toEqual({
      averageResolutionMinutes: 8.3,
      unblockRatePercent: 97.2,
      regressions: 0,
      activeIssues: 2,
      resolvedToday: 14,
      score: 98.5,
    });
    expect(state.metrics).not.toBe(INITIAL_METRICS);
    expect(openQuestion(state).options).toEqual({ type: 'select', choices: DEVELOPER_SUGGESTIONS });
    expect(state.fix).toBeNull();
  });

  it.each([
    ['optimize', 'make the page load faster', 4000, 'Performance plan'],
    ['api', 'design an API for invoices', 3500, 'API design proposal'],
    ['ux', 'improve the UI layout', 4500, 'UX review checklist'],
    ['status', 'status?', 1000, 'Status report'],
    ['help', 'hi', 1000, 'I can fix bugs'],
  ])('%s replies after exactly its delay', (_route, text, delay, start) => {
    const machine = new DeveloperMachine();
    expect(machine.send(text)).toBe(true);
    expect(machine.getSnapshot().typing).toBe(true);
    expect(machine.send('another')).toBe(false);
    vi.advanceTimersByTime(delay - 1);
    expect(lastMessage(machine.getSnapshot()).type).toBe('user');
    vi.advanceTimersByTime(1);
    const state = machine.getSnapshot();
    expect(state.typing).toBe(false);
    expect(lastMessage(state)).toMatchObject({ type: 'assistant' });
    expect(lastMessage(state).content.startsWith(start)).toBe(true);
  });

  it('fix: acknowledges after 1 s, runs five phases every 2 s, then moves one issue from active to resolved', () => {
    const machine = new DeveloperMachine();
    machine.send('Fix the checkout error');
    vi.advanceTimersByTime(1000);
    let state = machine.getSnapshot();
    expect(lastMessage(state).content).toContain('On it: "Fix the checkout error"');
    expect(lastMessage(state).metrics).toEqual({ resolutionTime: '0 s', level: 'L1', status: 'In progress' });
    expect(state.fix).toMatchObject({ phase: 0 });
    // Sending is allowed while the fix runs (the assistant is not typing).
    expect(state.typing).toBe(false);

    const phases: [string, number | undefined][] = [];
    for (let phase = 1; phase <= 5; phase++) {
      vi.advanceTimersByTime(FIX_PHASE_MS - 1);
      expect(machine.getSnapshot().fix?.phase).toBe(phase - 1);
      vi.advanceTimersByTime(1);
      const line = machine.getSnapshot().messages.filter((m) => m.type === 'system' && m.progress !== undefined).at(-1)!;
      phases.push([line.content.split(' (')[0], line.progress]);
      if (phase < 5) expect(machine.getSnapshot().metrics.resolvedToday).toBe(14);
    }
    expect(phases).toEqual([
      ['Isolate', 20],
      ['Prioritize', 40],
      ['Fix', 70],
      ['Validate', 90],
      ['Document', 100],
    ]);
    state = machine.getSnapshot();
    expect(state.fix).toBeNull();
    expect(state.metrics).toMatchObject({ resolvedToday: 15, activeIssues: 1 });
    expect(lastMessage(state)).toMatchObject({ level: 'success', metrics: { resolutionTime: '10 s', level: 'L1', status: 'Resolved' } });
  });

  it('runs one fix at a time and never lets active issues go below zero', () => {
    const machine = new DeveloperMachine();
    machine.send('fix bug one');
    vi.advanceTimersByTime(1000 + FIX_PHASE_MS * 2);
    machine.send('fix bug two');
    vi.advanceTimersByTime(1000);
    expect(lastMessage(machine.getSnapshot())).toMatchObject({ level: 'warning' });
    expect(lastMessage(machine.getSnapshot()).content).toContain('phase 2 of 5');
    vi.advanceTimersByTime(FIX_PHASE_MS * 3);
    expect(machine.getSnapshot().metrics).toMatchObject({ resolvedToday: 15, activeIssues: 1 });

    runFix(machine);
    runFix(machine);
    expect(machine.getSnapshot().metrics).toMatchObject({ resolvedToday: 17, activeIssues: 0 });
  });

  it('answers other questions while a fix runs, and status reports the fix', () => {
    const machine = new DeveloperMachine();
    machine.send('fix the crash');
    vi.advanceTimersByTime(1000 + FIX_PHASE_MS);
    machine.send('status');
    vi.advanceTimersByTime(1000);
    expect(lastMessage(machine.getSnapshot()).content).toContain('Working on "fix the crash": phase 1 of 5');
    vi.advanceTimersByTime(FIX_PHASE_MS * 4);
    expect(machine.getSnapshot().metrics.resolvedToday).toBe(15);
  });

  it('a suggestion chip sends its text and routes it', () => {
    const machine = new DeveloperMachine();
    const question = openQuestion(machine.getSnapshot());
    expect(machine.choose(question.id, ['Design a REST API for orders'])).toBe(true);
    expect(lastMessage(machine.getSnapshot()).content).toBe('Design an API');
    vi.advanceTimersByTime(3500);
    expect(lastMessage(machine.getSnapshot()).content).toContain('API design proposal');
  });

  it('restart resets the metrics and cancels a running fix', () => {
    const machine = new DeveloperMachine();
    runFix(machine);
    machine.send('fix another');
    vi.advanceTimersByTime(1000 + FIX_PHASE_MS);
    machine.restart();
    vi.advanceTimersByTime(FIX_PHASE_MS * 10);
    expect(machine.getSnapshot()).toMatchObject({ fix: null, metrics: INITIAL_METRICS });
    expect(vi.getTimerCount()).toBe(0);
  });
});
