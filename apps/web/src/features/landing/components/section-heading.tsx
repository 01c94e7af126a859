import clsx from 'clsx';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  tone?: 'dark' | 'light';
  align?: 'start' | 'center';
}

/** The eyebrow, serif title and lead that open every landing section. `id` names the h2 for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, lead, tone = 'dark', align = 'start' }: SectionHeadingProps) {
  return (
    <div className={clsx('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={clsx(
          'flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.14em] sm:tracking-[0.2em]',
          tone === 'dark' ? 'text-gold-600' : 'text-gold-400',
          align === 'center' && 'justify-center',
        )}
      >
        <span aria-hidden="true" className="h-px w-8 bg-current" />
        {eyebrow}
      </p>
      <h2
        id={id}
        className={clsx(
          'mt-4 text-balance font-display text-3xl leading-tight sm:text-4xl lg:text-[2.75rem]',
          tone === 'dark' ? 'text-ink-900' : 'text-paper-50',
        )}
      >
        {title}
      </h2>
      {lead && (
        <p
          className={clsx(
            'mt-4 text-pretty text-base leading-relaxed sm:text-lg',
            tone === 'dark' ? 'text-ink-600' : 'text-ink-300',
          )}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
