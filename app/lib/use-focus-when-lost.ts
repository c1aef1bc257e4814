import { useLocation } from '@remix-run/react';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a form's navigation lands, gives keyboard focus to what the form produced (its success message, or the
 * section the address names) when focus was lost on the way: the pressed button is disabled while the form is
 * sent, and a disabled element drops focus to the page, so the next Tab would start again at the top
 * (docs/decisions/259). Focus a keyboard user still has somewhere is left alone.
 */
export function useFocusWhenLost(message: RefObject<HTMLElement | null>, active: boolean) {
  const { key, hash } = useLocation();
  useEffect(() => {
    if (!active) return;
    const current = document.activeElement;
    if (current && current !== document.body) return;
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target = section ?? message.current;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // The address's section is already in view (the router scrolled to it); the message is where the page starts.
    target.focus({ preventScroll: Boolean(section) });
  }, [key, hash, active, message]);
}

/**
 * Gives keyboard focus to `target` when `condition` turns true while the component is mounted, if focus was lost on
 * the way: the button that had it is gone, replaced by what it produced ('Publish to Store' by the link to the
 * listing, 'Pay Now' by 'Generate Website with AI', that button by the progress, the progress by 'View Your
 * Website'). Never on a page load, where the condition starts true; focus a keyboard user has somewhere is left alone.
 */
export function useFocusWhenBecomes(target: RefObject<HTMLElement | null>, condition: boolean) {
  const was = useRef(condition);
  useEffect(() => {
    const became = condition && !was.current;
    was.current = condition;
    if (!became) return;
    const current = document.activeElement;
    if (current && current !== document.body) return;
    const element = target.current;
    if (!element) return;
    if (!element.matches('a[href], button, input, select, textarea') && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }, [condition, target]);
}
