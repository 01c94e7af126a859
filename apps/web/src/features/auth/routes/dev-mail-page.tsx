import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { DevMailMessage } from '@pinacoteca/contracts/dev/mail';
import { ApiError } from '../../../shared/api/client.ts';
import { useSystemStatus } from '../../../shared/api/system-status.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useDevMail } from '../api/dev-mail.ts';
import { framedMailHtml, MAIL_FRAME_SANDBOX } from '../lib/mail-frame.ts';

/** The text part with its web addresses as links (only http and https; React escapes the rest). */
function Linked({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  const pattern = /https?:\/\/[^\s<>"')]+/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    parts.push(text.slice(last, index));
    parts.push(
      <a key={index} href={match[0]} className="break-all text-gold-600 underline underline-offset-2">
        {match[0]}
      </a>,
    );
    last = index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function MessageView({ mail }: { mail: DevMailMessage }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <article className="rounded-2xl border border-ink-900/10 bg-white">
      <header className="border-b border-ink-900/10 px-5 py-4">
        <h2 className="font-display text-xl text-ink-900">{mail.subject}</h2>
        <p className="mt-1 text-sm text-ink-500">
          {t('dev_mail.to')} {mail.to} · {new Date(mail.created_at).toLocaleString(language)}
        </p>
        <div role="group" aria-label={t('dev_mail.view')} className="mt-3 flex gap-2">
          {(['html', 'text'] as const).map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant={view === kind ? 'primary' : 'secondary'}
              aria-pressed={view === kind}
              onClick={() => setView(kind)}
            >
              {t(`dev_mail.${kind}`)}
            </Button>
          ))}
        </div>
      </header>
      {view === 'html' ? (
        // A sandbox: the message's HTML can run nothing and reach nothing of this page; a link
        // clicked in it opens in the whole window (framedMailHtml says why).
        <iframe
          title={mail.subject}
          sandbox={MAIL_FRAME_SANDBOX}
          srcDoc={framedMailHtml(mail.html)}
          className="h-[32rem] w-full rounded-b-2xl bg-white"
        />
      ) : (
        <pre className="overflow-x-auto whitespace-pre-wrap px-5 py-4 font-sans text-sm leading-relaxed text-ink-800">
          <Linked text={mail.text} />
        </pre>
      )}
    </article>
  );
}

/** /dev/mail: what the platform sent while no SMTP server is set. Absent where the API is. */
export function DevMailPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('dev_mail.title'));
  const status = useSystemStatus();
  const mail = useDevMail(status?.dev_routes === true);
  const [selected, setSelected] = useState(0);
  const language = useLanguage();

  // Where the server has no dev routes (production) the page goes home without asking for the mail.
  if (status?.dev_routes === false || (mail.error instanceof ApiError && mail.error.status === 404))
    return <Navigate to="/" replace />;

  let content: ReactNode;
  if (mail.isPending) content = <Spinner />;
  else if (mail.isError) content = <ErrorState onRetry={() => void mail.refetch()} />;
  else if (mail.data.length === 0) content = <EmptyState text={t('dev_mail.empty')} />;
  else {
    const current = mail.data[Math.min(selected, mail.data.length - 1)];
    content = (
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ul className="space-y-2">
          {mail.data.map((m, index) => (
            <li key={`${m.created_at}-${m.to}-${m.subject}`}>
              <button
                type="button"
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={clsx(
                  'w-full rounded-xl border px-4 py-3 text-left transition-colors',
                  index === selected
                    ? 'border-gold-500 bg-gold-100/40'
                    : 'border-ink-900/10 bg-white hover:border-ink-900/30',
                )}
              >
                <span className="block truncate text-sm font-medium text-ink-900">{m.subject}</span>
                <span className="mt-1 block truncate text-xs text-ink-500">
                  {m.to} · {new Date(m.created_at).toLocaleString(language)}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {current && <MessageView key={`${current.created_at}-${current.to}`} mail={current} />}
      </div>
    );
  }

  return (
    <Container className="pb-24">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title={t('dev_mail.title')} subtitle={t('dev_mail.subtitle')} />
        <Button variant="secondary" className="mb-8" onClick={() => void mail.refetch()} disabled={mail.isFetching}>
          {t('dev_mail.refresh')}
        </Button>
      </div>
      {content}
    </Container>
  );
}
