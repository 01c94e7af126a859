import { useTranslation } from 'react-i18next';
import { useIsAuthenticated } from '../../../shared/session/session.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Container } from '../../../shared/ui/page.tsx';
import { ArrowIcon } from './icons.tsx';
import { StoreButtons } from './store-buttons.tsx';

export function JoinUs() {
  const { t } = useTranslation('landing');
  const authenticated = useIsAuthenticated();
  return (
    <section aria-labelledby="join-title" className="relative overflow-hidden bg-ink-900 text-paper-50">
      {/* A thin gilded frame corner: the one ornament of the page's darkest band. */}
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 hidden h-96 w-96 sm:block text-gold-500/20"
        viewBox="0 0 200 200"
        fill="none"
      >
        <rect x="20" y="20" width="160" height="160" stroke="currentColor" strokeWidth="1" />
        <rect x="36" y="36" width="128" height="128" stroke="currentColor" strokeWidth="1" />
        <rect x="52" y="52" width="96" height="96" stroke="currentColor" strokeWidth="0.5" />
      </svg>
      <Container className="relative py-20 lg:py-28">
        <div className="max-w-2xl">
          <h2 id="join-title" className="text-balance font-display text-4xl leading-tight text-paper-50 lg:text-5xl">
            {t('join.title')}
          </h2>
          <p className="mt-5 text-pretty text-lg leading-relaxed text-ink-300">
            {authenticated ? t('join.text_signed_in') : t('join.text')}
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            {authenticated ? (
              <ButtonLink to="/gallery" variant="gold" size="lg">
                {t('join.choose')}
                <ArrowIcon className="h-5 w-5" />
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/registration/start" variant="gold" size="lg">
                  {t('join.create')}
                  <ArrowIcon className="h-5 w-5" />
                </ButtonLink>
                <ButtonLink
                  to="/gallery"
                  size="lg"
                  className="border border-paper-50/30 bg-transparent text-paper-50 hover:border-paper-50/70 hover:bg-transparent"
                >
                  {t('join.gallery')}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        <StoreButtons />
      </Container>
    </section>
  );
}
