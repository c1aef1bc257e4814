import { describe, expect, it } from 'vitest';
import { canGenerate, canPublish, dashboardStats, GENERATABLE_SQL, parseProjectId, statusMessage } from './projects';

describe('project states', () => {
  it('has the message of each state', () => {
    expect(statusMessage({ status: 'pending', paymentStatus: 'pending' })).toBe('Waiting for payment');
    expect(statusMessage({ status: 'pending', paymentStatus: 'paid' })).toBe('Payment confirmed - Ready to generate');
    expect(statusMessage({ status: 'generating', paymentStatus: 'paid' })).toBe('AI is creating your website...');
    expect(statusMessage({ status: 'completed', paymentStatus: 'paid' })).toBe('Your website is ready!');
    expect(statusMessage({ status: 'failed', paymentStatus: 'paid' })).toBe('Generation failed - please try again');
  });

  it('lets a paid project start from pending and retry from failed, and nothing else', () => {
    expect(canGenerate({ status: 'pending', paymentStatus: 'paid' })).toBe(true);
    expect(canGenerate({ status: 'failed', paymentStatus: 'paid' })).toBe(true);
    expect(canGenerate({ status: 'pending', paymentStatus: 'pending' })).toBe(false);
    expect(canGenerate({ status: 'generating', paymentStatus: 'paid' })).toBe(false);
    expect(canGenerate({ status: 'completed', paymentStatus: 'paid' })).toBe(false);
    expect(GENERATABLE_SQL).toBe("payment_status = 'paid' and status in ('pending', 'failed')");
  });

  it('offers publishing only for a completed, unpublished project with an address', () => {
    expect(canPublish({ status: 'completed', isPublishedToStore: false, generatedUrl: '/sites/a/' })).toBe(true);
    expect(canPublish({ status: 'completed', isPublishedToStore: true, generatedUrl: '/sites/a/' })).toBe(false);
    expect(canPublish({ status: 'completed', isPublishedToStore: false, generatedUrl: null })).toBe(false);
    expect(canPublish({ status: 'generating', isPublishedToStore: false, generatedUrl: '/sites/a/' })).toBe(false);
  });
});

describe('dashboardStats', () => {
  it('counts completed projects, paid totals and pending or generating projects', () => {
    expect(
      dashboardStats([
        { status: 'pending', paymentStatus: 'pending', totalPriceCents: 2999, deletedAt: null },
        { status: 'pending', paymentStatus: 'paid', totalPriceCents: 2999, deletedAt: null },
        { status: 'generating', paymentStatus: 'paid', totalPriceCents: 4800, deletedAt: null },
        { status: 'completed', paymentStatus: 'paid', totalPriceCents: 3600, deletedAt: null },
        { status: 'failed', paymentStatus: 'paid', totalPriceCents: 100, deletedAt: null },
      ]),
    ).toEqual({ websitesGenerated: 1, totalSpentCents: 11499, activeProjects: 3 });
    expect(dashboardStats([])).toEqual({ websitesGenerated: 0, totalSpentCents: 0, activeProjects: 0 });
  });

  it('keeps a deleted paid project in Total Spent and out of the other counts (docs/decisions/260)', () => {
    expect(
      dashboardStats([
        { status: 'completed', paymentStatus: 'paid', totalPriceCents: 3600, deletedAt: 1 },
        { status: 'pending', paymentStatus: 'pending', totalPriceCents: 2999, deletedAt: 2 },
        { status: 'completed', paymentStatus: 'paid', totalPriceCents: 100, deletedAt: null },
      ]),
    ).toEqual({ websitesGenerated: 1, totalSpentCents: 3700, activeProjects: 0 });
  });
});

describe('parseProjectId', () => {
  it('accepts positive integers only', () => {
    expect(parseProjectId('42')).toBe(42);
    for (const bad of ['0', '-1', '01', '1.0', '1e3', 'abc', '', null, undefined, '99999999999999999', ' 4']) {
      expect(parseProjectId(bad), String(bad)).toBeNull();
    }
  });
});
