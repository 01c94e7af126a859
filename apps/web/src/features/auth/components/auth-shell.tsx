import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaintings } from '../../../shared/api/catalogue.ts';
import { PaintingImage } from '../../../shared/ui/painting-image.tsx';
import { useDocumentTitle } from '../../../shared/ui/page.tsx';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (to sign in, to register). */
  footer?: ReactNode;
}

/** A painting from the collection beside the form, on wide screens: the gallery greets at the door. */
function GalleryPanel() {
  const { t } = useTranslation('auth');
  const { data } = usePaintings();
  const painting = data?.find((p) => p.orientation === 'portrait') ?? data?.[0];
  return (
    <aside aria-hidden={!painting} className="relative hidden overflow-hidden rounded-3xl bg-ink-900 lg:block">
      {painting && (
        <figure className="flex h-full flex-col animate-fade-in">
          <div className="flex flex-1 items-center justify-center p-10">
            <PaintingImage
              image={painting.main_image}
              alt={painting.name}
              sizes="(min-width: 1280px) 520px, 40vw"
              priority
              className="max-h-[30rem] w-auto max-w-full object-contain shadow-2xl"
            />
          </div>
          <figcaption className="border-t border-paper-50/10 px-10 py-6 text-paper-100">
            <p className="text-xs uppercase tracking-[0.2em] text-gold-400">{t('shell.from_collection')}</p>
            <p className="mt-2 font-display text-xl">{painting.name}</p>
          </figcaption>
        </figure>
      )}
    </aside>
  );
}

/** The frame of every sign-in, registration and reset screen. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:px-8">
      <section className="mx-auto w-full max-w-md lg:py-6">
        <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{title}</h1>
        {subtitle && <div className="mt-3 text-ink-600">{subtitle}</div>}
        <div className="mt-8">{children}</div>
        {footer && <div className="mt-8 border-t border-ink-900/10 pt-6 text-sm text-ink-600">{footer}</div>}
      </section>
      <GalleryPanel />
    </div>
  );
}
