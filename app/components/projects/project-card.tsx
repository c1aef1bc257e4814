import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { ProjectDto } from '~core/lib/projects';
import { Icon } from '../icons';
import { DetailsMenu, menuItemClass } from '../ui/details-menu';
import { ProjectStatusSummary } from './project-status-summary';
import { SitePicture } from '../site-picture';
import { sitePictureUrl } from '~core/lib/sites/picture';

/**
 * Where the generation engineer's block goes: live progress and the 'Generate Website with AI' /
 * 'Try Again' buttons for one project. Pages pass it down; without it the card shows the status only.
 */
export type RenderGeneration = (project: ProjectDto) => ReactNode;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

export function ProjectCard({
  project,
  renderGeneration,
  publishAction,
}: {
  project: ProjectDto;
  renderGeneration?: RenderGeneration;
  publishAction?: ReactNode;
}) {
  const headingId = `project-${project.id}-name`;
  const picture = project.status === 'completed' ? sitePictureUrl(project.generatedUrl) : null;
  return (
    <li className="card" aria-labelledby={headingId} data-testid="project-card" data-project-id={project.id}>
      {picture ? <SitePicture src={picture} className="mb-4" /> : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {project.name}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {project.businessType} · Created {dateFormat.format(new Date(project.createdAt))}
          </p>
        </div>
        <div className="sm:text-right">
          <p className="text-lg font-semibold">${project.totalPrice}</p>
          <p className="text-xs text-slate-700">{project.paymentStatus === 'paid' ? 'Paid' : 'Not paid yet'}</p>
        </div>
      </div>
      {project.description ? <p className="mt-3 line-clamp-2 text-sm text-slate-700">{project.description}</p> : null}
      <div className="mt-4">
        <ProjectStatusSummary project={project} publishAction={publishAction} />
      </div>
      {renderGeneration ? (
        <div className="mt-4" data-testid="generation-slot">
          {renderGeneration(project)}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        {project.paymentStatus === 'pending' ? (
          <Link to={`/checkout/${project.id}`} className="btn-primary">
            Complete Payment<span className="sr-only"> for {project.name}</span>
          </Link>
        ) : project.status === 'completed' ? (
          <Link to={`/projects/${project.id}/edit`} className="btn-secondary">
            Edit<span className="sr-only"> {project.name}</span>
          </Link>
        ) : (
          <Link to={`/checkout/${project.id}`} className="btn-secondary">
            View Details<span className="sr-only"> of {project.name}</span>
          </Link>
        )}
        {/*
          The secondary actions, grouped so a card carries at most three buttons (docs/decisions/178): a finished
          site's (docs/decisions/110) and, for every project, deleting it (docs/decisions/260).
        */}
        <DetailsMenu
          testId="project-more"
          align="left"
          summary={
            <>
              <Icon name="more" className="h-4 w-4" />
              More<span className="sr-only"> actions for {project.name}</span>
            </>
          }
        >
          {[
            ...(project.status === 'completed'
              ? [
                  {
                    href: `/checkout/${project.id}`,
                    label: 'Details and payment',
                  },
                  {
                    href: `/projects/${project.id}/versions`,
                    label: 'Versions',
                  },
                  {
                    href: `/projects/${project.id}/domain`,
                    label: 'Custom domain',
                  },
                ]
              : []),
            { href: `/projects/${project.id}/delete`, label: 'Delete project' },
          ].map((item) => (
            <li key={item.href}>
              <Link to={item.href} className={menuItemClass}>
                {item.label}
                <span className="sr-only"> {item.href.endsWith('/delete') ? project.name : `of ${project.name}`}</span>
              </Link>
            </li>
          ))}
          {project.status === 'completed' && project.isPublishedToStore ? (
            <li>
              {/* A plain form to the dashboard's action, with or without JavaScript (docs/decisions/159). */}
              <Form method="post" action="/dashboard">
                <input type="hidden" name="intent" value="unpublish" />
                <input type="hidden" name="projectId" value={project.id} />
                <button type="submit" className={`${menuItemClass} w-full text-left`}>
                  Remove from the store
                  <span className="sr-only"> {project.name}</span>
                </button>
              </Form>
            </li>
          ) : null}
        </DetailsMenu>
      </div>
    </li>
  );
}
