import { useLocation, useRevalidator } from '@remix-run/react';
import { GenerationStatus } from '~/components/generation/generation-status';
import type { ProjectDto } from '~core/lib/projects';
import type { RenderGeneration } from './project-card';

/**
 * The generation block under each project's status on /dashboard and /checkout/:projectId: live progress
 * and the 'Generate Website with AI' / 'Try Again' buttons. ProjectStatusSummary beside it shows the
 * state's message and 'View Your Website', so the block runs in its compact form; when a project's status
 * changes (started, completed, failed) the page's data is reloaded, which updates the summary, the
 * dashboard counts and the publish button.
 */
function GenerationSlot({ project }: { project: ProjectDto }) {
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  return (
    <GenerationStatus
      project={project}
      variant={pathname.startsWith('/checkout') ? 'checkout' : 'dashboard'}
      returnTo={pathname}
      showSummary={false}
      onStatusChange={(snapshot) => {
        const changed = snapshot.status !== project.status || snapshot.paymentStatus !== project.paymentStatus;
        if (changed && revalidator.state === 'idle') revalidator.revalidate();
      }}
    />
  );
}

export const renderGeneration: RenderGeneration = (project) => <GenerationSlot project={project} />;
