import { ButtonLink } from './button.tsx';

/** In place of a form that takes from what the person holds (withdraw, sell, swap) when they hold nothing it could take. */
export function NothingHeld({ text, toTokens }: { text: string; toTokens: string }) {
  return (
    <div className="max-w-xl rounded-2xl border border-ink-900/10 bg-white p-6">
      <p className="text-ink-700">{text}</p>
      <ButtonLink to="/tokens" className="mt-4">
        {toTokens}
      </ButtonLink>
    </div>
  );
}
