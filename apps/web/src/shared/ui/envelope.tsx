/** The envelope drawn on the "check your e-mail" screens. */
export function Envelope() {
  return (
    <div
      aria-hidden="true"
      className="mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-gold-600"
    >
      <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </svg>
    </div>
  );
}
