import type { RenderGeneration } from './project-card';

/**
 * The generation block under each project's status on /dashboard and /checkout/:projectId: live progress
 * and the 'Generate Website with AI' / 'Try Again' buttons. The generation feature supplies it as
 * `(project) => <GenerationStatus project={project} />`; this module is the single place that connects it.
 * While it is `undefined`, the pages show each project's status summary only.
 */
export const renderGeneration: RenderGeneration | undefined = undefined;
