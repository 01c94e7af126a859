import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';

/** How far below the screen the next page starts loading, so scrolling rarely waits for it. */
const AHEAD = '800px 0px';

interface LoadMoreProps {
  onLoad: () => void;
  /** Pages shown so far: a new page re-checks the distance, as the end may still be near. */
  pages: number;
  loading: boolean;
  failed: boolean;
}

/**
 * The end of a paged list: the next page loads as it comes near the screen, and a button does the
 * same for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({ onLoad, pages, loading, failed }: LoadMoreProps) {
  const { t } = useTranslation('gallery');
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  // After a failure the next page waits for the button: scrolling must not retry in a loop.
  const automatic = !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !automatic || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [automatic, pages]);

  return (
    <div ref={sentinel} className="mt-12 flex flex-col items-center gap-3">
      {failed && (
        <p role="alert" className="text-sm text-ink-600">
          {t('more.failed')}
        </p>
      )}
      <Button variant="secondary" onClick={onLoad} disabled={loading} aria-busy={loading}>
        {loading ? t('more.loading') : t('more.button')}
      </Button>
    </div>
  );
}
