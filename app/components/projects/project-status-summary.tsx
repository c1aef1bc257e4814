import { Link } from '@remix-run/react';
import { useRef, type ReactNode } from 'react';
import { useFocusWhenBecomes } from '~/lib/use-focus-when-lost';
import { canPublish, statusMessage, type ProjectDto } from '~core/lib/projects';
import { useGenerationWait } from '~/root';

const TONE: Record<ProjectDto['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 border-amber-200',
  generating: 'bg-blue-50 text-blue-900 border-blue-200',
  completed: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  failed: 'bg-red-50 text-red-900 border-red-200',
};

/**
 * One project's state: its message, 'View Your Website' when the site has an address,
 * and the 'Published' badge. Live progress and the generate / retry buttons come from the generation
 * block the pages pass in beside it (see ProjectCard's `generation` slot).
 */
export function ProjectStatusSummary({ project, publishAction }: { project: ProjectDto; publishAction?: ReactNode }) {
  const wait = useGenerationWait();
  const paidPending = project.status === 'pending' && project.paymentStatus === 'paid';
  const tone = paidPending ? 'bg-emerald-50 text-emerald-900 border-emerald-200' : TONE[project.status];
  const viewLink = useRef<HTMLAnchorElement>(null);
  const storeLink = useRef<HTMLAnchorElement>(null);
  useFocusWhenBecomes(viewLink, project.status === 'completed' && Boolean(project.generatedUrl));
  useFocusWhenBecomes(storeLink, project.isPublishedToStore);
  return (
    <div className="space-y-3" data-testid="project-status" data-status={project.status} data-payment-status={project.paymentStatus}>
      <p className={`rounded-md border px-3 py-2 text-sm font-medium ${tone}`} role="status">
        {statusMessage(project)}
        {project.status === 'generating' ? <span className="block text-xs font-normal">{wait.hint}</span> : null}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {project.status === 'completed' && project.generatedUrl ? (
          <a ref={viewLink} href={project.generatedUrl} target="_blank" rel="noopener" className="btn-primary">
            View Your Website
          </a>
        ) : null}
        {canPublish(project) ? publishAction : null}
        {project.isPublishedToStore ? (
          <>
            <span className="inline-flex items-center rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
              Published
            </span>
            <Link ref={storeLink} to="/app-store" className="text-sm font-medium text-brand-700 underline">
              See it in the App Store
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
