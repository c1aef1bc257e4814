import { useNavigate } from '@remix-run/react';
import type { MouseEvent } from 'react';

/**
 * Spec section 2: back buttons on toolkit pages go to the previous page. Without JavaScript, or when this
 * page was opened directly (no previous page in this tab), it is a plain link to `fallback`.
 */
export function BackButton({ fallback = '/tools', label = 'Back' }: { fallback?: string; label?: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Remix keeps its own index in history.state; 0 means this is the first page of the session here.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      navigate(-1);
    }
  }
  return (
    <a href={fallback} onClick={onClick} className="btn-ghost -ml-3" data-testid="back-button">
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
        <path d="M12 5l-5 5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </a>
  );
}
