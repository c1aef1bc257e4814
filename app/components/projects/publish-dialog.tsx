import { Dialog } from '@headlessui/react';
import { Link } from '@remix-run/react';
import { useState } from 'react';
import type { ProjectDto } from '~core/lib/projects';
import { useHydrated } from '~/lib/use-hydrated';
import { PublishForm } from './publish-form';

type PublishableProject = Pick<ProjectDto, 'id' | 'name' | 'description' | 'businessType'>;

export function PublishDialog({ project, open, onClose }: { project: PublishableProject; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <Dialog.Panel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-xl font-bold text-slate-900">Publish to Store</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-700">
              List {project.name} in the app store so others can find it.
            </Dialog.Description>
            <div className="mt-5">
              <PublishForm project={project} onPublished={onClose} onCancel={onClose} />
            </div>
          </Dialog.Panel>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * 'Publish to Store' for a completed, unpublished project. Without JavaScript it links to
 * /dashboard?publish={id}, where the same form is shown on the page.
 */
export function PublishButton({ project }: { project: PublishableProject }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <Link to={`/dashboard?publish=${project.id}`} className="btn-secondary">
        Publish to Store
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        Publish to Store
      </button>
      <PublishDialog project={project} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
