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
    // A smooth scroll still under way (towards the button just pressed, focused a moment before)
    // would carry the element off screen after it is measured: it is stopped where it is first
    // (an outside tester's quick Enter left a summary's heading 300 px above the window).
    window.scrollTo({ top: window.scrollY, left: window.scrollX, behavior: 'instant' });
    element.focus({ preventScroll: true });
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
  }, []);
  return ref;
}
