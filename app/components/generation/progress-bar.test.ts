import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBar, progressOf } from './progress-bar';

const render = (value: number | null, max?: number) => renderToStaticMarkup(createElement(ProgressBar, { value, max, message: 'Writing the pages' }));

describe('progress indicator (spec sections 4 and 5)', () => {
  it('reads max as a positive number, 100 by default', () => {
    expect(progressOf(5).max).toBe(100);
    expect(progressOf(5, 8).max).toBe(8);
    for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) expect(progressOf(5, bad).max).toBe(100);
  });

  it('keeps a value within 0..max and reads anything else, or null, as unknown', () => {
    expect(progressOf(0).value).toBe(0);
    expect(progressOf(8, 8).value).toBe(8);
    for (const bad of [null, undefined, -1, 101, Number.NaN]) expect(progressOf(bad).value).toBeNull();
    expect(progressOf(9, 8).value).toBeNull();
  });

  it('is indeterminate without a value, loading under max and complete at max', () => {
    expect(progressOf(null).state).toBe('indeterminate');
    expect(progressOf(0).state).toBe('loading');
    expect(progressOf(99).state).toBe('loading');
    expect(progressOf(100).state).toBe('complete');
    expect(progressOf(3, 3).state).toBe('complete');
  });

  it('renders the state, and a value only when it is known', () => {
    const loading = render(4, 8);
    expect(loading).toContain('data-state="loading"');
    expect(loading).toContain('aria-valuenow="4"');
    expect(loading).toContain('aria-valuemax="8"');
    expect(loading).toContain('50% – Writing the pages');
    expect(render(100)).toContain('data-state="complete"');
    const unknown = render(null);
    expect(unknown).toContain('data-state="indeterminate"');
    expect(unknown).not.toContain('aria-valuenow');
    expect(unknown).not.toContain('%');
  });
});
