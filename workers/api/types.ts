import type { Env } from '~core/env';

export type ApiEnv = { Bindings: Env; Variables: { requestId: string } };
