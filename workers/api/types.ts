import type { Env } from '../env';

export type ApiEnv = { Bindings: Env; Variables: { requestId: string } };
