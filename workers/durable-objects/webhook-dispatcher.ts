import { DurableObject } from 'cloudflare:workers';
import { attemptDelivery } from '~core/models/webhooks.server';
import type { Env } from '~core/env';

/**
 * One instance per webhook delivery. It survives Worker restarts, so retries with backoff keep going
 * through alarms until the delivery succeeds or the last attempt fails; the log lives in D1.
 */
export class WebhookDispatcher extends DurableObject<Env> {
  async start(deliveryId: string): Promise<void> {
    await this.ctx.storage.put('deliveryId', deliveryId);
    await this.ctx.storage.setAlarm(Date.now());
  }

  async alarm(): Promise<void> {
    const deliveryId = await this.ctx.storage.get<string>('deliveryId');
    if (!deliveryId) return;
    const outcome = await attemptDelivery(this.env, deliveryId);
    if (outcome.retryAt) await this.ctx.storage.setAlarm(outcome.retryAt);
    else await this.ctx.storage.deleteAll();
  }
}
