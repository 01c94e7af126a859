import clsx from 'clsx';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title: "<title> — Pinacoteca". */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} — ${t('brand')}` : `${t('brand')} — ${t('tagline')}`;
  }, [title, t]);
}

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-8 pt-8 sm:pt-12">
      <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{title}</h1>
      {subtitle && <p className="mt-2 max-w-2xl text-ink-600">{subtitle}</p>}
    </header>
  );
}
