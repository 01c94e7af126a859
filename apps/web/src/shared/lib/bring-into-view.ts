import { useEffect, useRef } from 'react';

/**
 * For a card that replaces a form once its request is accepted: on arrival it takes the focus and,
 * when the page was scrolled past it (the form's button sat below the fold), is scrolled to, so
 * the person sees what happened instead of the panels under it. Give the element `tabIndex={-1}`.
 */
export function useBringIntoView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
  }, []);
  return ref;
}
