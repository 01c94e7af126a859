/**
 * A full-width button whose label may take two lines on a narrow phone: «Зарегистрироваться через
 * Google» on one line is 358 px, and at 320–360 px it pushed the whole page sideways.
 */
export const WIDE_BUTTON =
  'w-full text-center max-sm:h-auto max-sm:min-h-12 max-sm:whitespace-normal max-sm:px-5 max-sm:py-2.5 max-sm:leading-snug';
