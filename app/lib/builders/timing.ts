/** Simulated delays (milliseconds). Every scripted pause in the builders comes from here. */
export const BUILDER_TYPING_MS = 1500;
export const DEVELOPER_TYPING_MS = 1000;
export const BUILD_STEP_MS = 2000;
export const DEPLOY_DELAY_MS = 3000;
export const OPTIMIZE_REPLY_MS = 4000;
export const API_REPLY_MS = 3500;
export const UX_REPLY_MS = 4500;
/** The developer assistant's fix runs its five phases every 2 seconds. */
export const FIX_PHASE_MS = 2000;
/** Both builders run eight build or training steps. */
export const BUILD_STEP_COUNT = 8;
