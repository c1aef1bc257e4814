import { describe, expect, it } from 'vitest';
import { projectStatusMessage } from './project-status';

describe('project status messages (spec section 4)', () => {
  it('says what each state means', () => {
    expect(projectStatusMessage('pending', 'pending')).toBe('Waiting for payment');
    expect(projectStatusMessage('pending', 'paid')).toBe('Payment confirmed - Ready to generate');
    expect(projectStatusMessage('generating', 'paid')).toBe('AI is creating your website...');
    expect(projectStatusMessage('completed', 'paid')).toBe('Your website is ready!');
    expect(projectStatusMessage('failed', 'paid')).toBe('Generation failed - please try again');
  });
});
