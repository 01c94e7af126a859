/**
 * For a chip: a label drawn as a pill around a visually hidden checkbox or radio (a painting's
 * eras, a document's type). The hidden input has the focus, not the pill, so the pill draws the
 * ring while its input is reached by keyboard: a keyboard user saw no sign of which chip Space
 * would turn on (an outside tester). The choice cards' ring.
 */
export const chipFocus =
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500';
