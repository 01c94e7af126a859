import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperator } from '../../shared/api/operator.ts';
import { Logo } from './logo.tsx';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const operator = useOperator();
  return (
    <footer className="bg-ink-900 text-paper-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <Logo tone="light" />
          <p className="max-w-xs text-sm text-ink-300">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.platform')} className="space-y-2 text-sm">
          <h2 className="mb-3 font-semibold text-paper-50">{t('footer.platform')}</h2>
          <Link to="/gallery" className="block text-ink-300 hover:text-paper-50">
            {t('menu.gallery')}
          </Link>
          <Link to="/tokens" className="block text-ink-300 hover:text-paper-50">
            {t('menu.tokens')}
          </Link>
          <Link to="/support/faq" className="block text-ink-300 hover:text-paper-50">
            {t('support.faq')}
          </Link>
          <Link to="/support/contact-us" className="block text-ink-300 hover:text-paper-50">
            {t('support.contact')}
          </Link>
        </nav>
        <nav aria-label={t('footer.legal')} className="space-y-2 text-sm">
          <h2 className="mb-3 font-semibold text-paper-50">{t('footer.legal')}</h2>
          <Link to="/privacy-policy" className="block text-ink-300 hover:text-paper-50">
            {t('footer.privacy')}
          </Link>
          <Link to="/terms-of-use" className="block text-ink-300 hover:text-paper-50">
            {t('footer.terms')}
          </Link>
          <Link to="/cookies-policy" className="block text-ink-300 hover:text-paper-50">
            {t('footer.cookies')}
          </Link>
        </nav>
      </div>
      <div className="border-t border-paper-50/10">
        {/* On phones the last lines keep clear of the floating support button (support-menu.tsx). */}
        <div className="mx-auto max-w-7xl space-y-2 px-4 pb-24 pt-5 text-xs leading-relaxed text-ink-300 sm:px-6 sm:pb-5 lg:px-8">
          <p>
            © {year} {t('brand')}. {t('footer.rights')}
          </p>
          {/* Who stands behind the platform: the legal entity, from the server's configuration. */}
          {operator && <p className="max-w-3xl">{t('footer.operator', operator)}</p>}
        </div>
      </div>
    </footer>
  );
}
