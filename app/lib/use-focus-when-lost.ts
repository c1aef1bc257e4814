import { useLocation } from '@remix-run/react';
import { useEffect, type RefObject } from 'react';

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
