import { Dialog } from '@headlessui/react';
import { useLocation } from '@remix-run/react';

/**
 * Shown when a signed-out visitor submits the Generate Your Website form.
 * Both providers are full-page navigations to /api/login, returning here afterwards.
 */
export function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const login = `/api/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <Dialog.Panel className="w-full max-w-sm rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-center text-xl font-bold text-slate-900">Sign in to your account</Dialog.Title>
          <Dialog.Description className="mt-2 text-center text-sm text-slate-700">
            Choose your preferred authentication method
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3">
            <a href={login} className="btn-secondary w-full py-3">
              Continue with Google
            </a>
            <a href={login} className="btn-secondary w-full py-3">
              Continue with GitHub
            </a>
          </div>
          <button type="button" onClick={onClose} className="btn-ghost mt-4 w-full">
            Cancel
          </button>
        </Dialog.Panel>
      </div>
    </Dialog>
  );
}
