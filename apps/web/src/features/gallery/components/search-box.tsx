import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX } from '@pinacoteca/contracts/query';

/** How long typing must pause before the search is sent, so each keystroke is not a request. */
const SEARCH_DEBOUNCE_MS = 350;

interface SearchBoxProps {
  /** The search the list is showing now. */
  value: string;
  onSearch: (text: string) => void;
}

/** The gallery search (painting or artist name; the server matches case-insensitively). */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('gallery');
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);

  // The applied search can change from outside (back link, clear filters): follow it unless it
  // is just our own text coming back.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = window.setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('toolbar.search_label')}
      </label>
      <svg
        className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-ink-500"
        width="18"
        height="18"
        viewBox="0 0 20 20"
        aria-hidden="true"
      >
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M13.5 13.5L17 17" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('toolbar.search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        className="h-11 w-full rounded-full border border-ink-900/15 bg-white pl-11 pr-11 text-sm text-ink-900 placeholder:text-ink-500 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-500/30 [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t('toolbar.clear_search')}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full p-2 text-ink-500 hover:bg-ink-900/5 hover:text-ink-900"
        >
          <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </form>
  );
}
