import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#15171f' : '#fbf9f5'} />
        <rect x="14" y="16" width="36" height="32" rx="2" fill="none" stroke="#c9a45c" strokeWidth="4" />
        <polyline
          points="18,42 28,30 36,37 46,24"
          fill="none"
          stroke="#c9a45c"
          strokeWidth="4"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span className={`font-display text-xl ${tone === 'dark' ? 'text-ink-900' : 'text-paper-50'}`}>{t('brand')}</span>
      {/* Left out below 360 px: with "Sign in" and the menu button the header was wider than a 320 px phone. */}
      <span className="rounded-full bg-gold-100 px-2 py-0.5 text-[10px] font-semibold uppercase tracking-wider text-gold-600 max-[359px]:hidden">
        {t('beta')}
      </span>
    </Link>
  );
}
