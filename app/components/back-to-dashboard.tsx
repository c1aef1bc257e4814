import { Link } from '@remix-run/react';
import { Icon } from './icons';

/** The way back from a project's steps (create, facts, checkout) to the creator's dashboard. */
export function BackToDashboard() {
  return (
    <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <Icon name="arrowLeft" className="h-4 w-4" />
      Back to Dashboard
    </Link>
  );
}
