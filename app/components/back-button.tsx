import { useNavigate } from '@remix-run/react';
import type { MouseEvent } from 'react';
import { Icon } from './icons';

/**
 * Back buttons on toolkit pages go to the previous page. `href` is the previous page the
 * server read from the Referer, or the page's fallback (app/utils/back-link.server.ts), so the plain link is
 * already right without JavaScript. With JavaScript the button steps back in the tab's history instead,
 * which also restores the previous page's scroll position (docs/decisions/176).
 */
export function BackButton({ href, label = 'Back' }: { href: string; label?: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    // Remix keeps its own index in history.state; above 0, the previous entry is one of its pages.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      navigate(-1);
      return;
    }
    // This page was loaded in full (a reload, or from a page without JavaScript): the browser's own back
    // goes to the previous page when it is one of ours.
    const cameFromHere = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    if (cameFromHere && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  }
  return (
    <a href={href} onClick={onClick} className="btn-ghost -ml-3" data-testid="back-button">
      <Icon name="arrowLeft" className="h-4 w-4" />
      {label}
    </a>
  );
}
