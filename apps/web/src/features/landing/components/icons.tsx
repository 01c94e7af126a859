import type { SVGProps } from 'react';

/** Line icons drawn for the landing page: 24 px grid, 1.5 px stroke, colour from currentColor. */
function Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export function FrameIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="1" />
      <rect x="6.5" y="7.5" width="11" height="9" />
      <path d="M6.5 14.5l3-3 2.5 2.5 2-2 3.5 3.5" />
    </Icon>
  );
}

export function TokensIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
      <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7" />
      <path d="M9.5 16.4c.9 1.2 3.1 2.1 5.5 2.1 3 0 5.5-1.1 5.5-2.5v-4c0-1.2-1.7-2.1-4-2.4" />
      <path d="M20.5 12c0 1.4-2.5 2.5-5.5 2.5-.6 0-1.2 0-1.7-.1" />
    </Icon>
  );
}

export function GrowthIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M3.5 20.5h17" />
      <path d="M5 16l4.5-4.5 3.5 3 6-6.5" />
      <path d="M15 8h4v4" />
    </Icon>
  );
}

export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function ArrowIcon({
  direction = 'right',
  ...props
}: SVGProps<SVGSVGElement> & { direction?: 'left' | 'right' }) {
  return (
    <Icon {...props}>
      {direction === 'right' ? <path d="M5 12h14M13 6l6 6-6 6" /> : <path d="M19 12H5M11 6l-6 6 6 6" />}
    </Icon>
  );
}

export function AppleIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M16.37 12.78c-.02-2.3 1.88-3.41 1.97-3.46-1.07-1.57-2.74-1.78-3.33-1.8-1.42-.14-2.77.84-3.49.84-.72 0-1.83-.82-3.01-.8-1.55.02-2.98.9-3.78 2.29-1.61 2.8-.41 6.94 1.16 9.21.77 1.11 1.68 2.36 2.88 2.31 1.16-.05 1.59-.75 2.99-.75 1.4 0 1.79.75 3.01.72 1.24-.02 2.03-1.13 2.79-2.25.88-1.29 1.24-2.54 1.26-2.6-.03-.01-2.42-.93-2.45-3.71zM14.08 6.02c.64-.78 1.07-1.85.95-2.92-.92.04-2.03.61-2.69 1.38-.59.68-1.11 1.78-.97 2.83 1.02.08 2.07-.52 2.71-1.29z" />
    </svg>
  );
}

export function GooglePlayIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path d="M4.2 2.6c-.25.26-.4.67-.4 1.2v16.4c0 .53.15.94.4 1.2l9.2-9.4-9.2-9.4z" fill="#34a0d8" />
      <path d="M16.5 15.1l-3.1-3.1-9.2 9.4c.34.36.9.4 1.53.05l10.77-6.35z" fill="#e94b3c" />
      <path d="M16.5 8.9L5.73 2.55c-.63-.36-1.19-.31-1.53.05l9.2 9.4 3.1-3.1z" fill="#3bb36a" />
      <path d="M20.2 11.05l-3.7-2.15-3.1 3.1 3.1 3.1 3.7-2.15c1.05-.62 1.05-1.28 0-1.9z" fill="#f6b817" />
    </svg>
  );
}
