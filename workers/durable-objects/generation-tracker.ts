import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';

/**
 * One instance per project (`idFromName(String(projectId))`). It owns the live state of a
 * generation run; the foundation only needs it reachable, later work adds the run itself.
 */
export class GenerationTracker extends DurableObject<Env> {
  async ping(): Promise<'pong'> {
    return 'pong';
  }
}
