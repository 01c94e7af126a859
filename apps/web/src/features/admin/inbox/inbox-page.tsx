import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import {
  INBOX_KINDS,
  INBOX_STATUSES,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
  type InboxStatus,
} from '@pinacoteca/contracts/admin/inbox';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatQuantity } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { typedMessage, typedText } from '../../../shared/ui/typed-text.ts';
import { useInbox, useInboxAction, useInboxItem } from '../api/console.ts';
import { useAdminMe } from '../api/me.ts';
import { useAnnounce } from '../components/announcer.tsx';
import {
  ActionError,
  BackTo,
  CellLabel,
  Panel,
  ReviewLink,
  SearchForm,
  SectionTitle,
  stackedCell,
  stackedRow,
  Table,
  Tabs,
} from '../components/ui.tsx';

const STATUS_TABS = ['open', ...INBOX_STATUSES, 'all'] as const;
const ASSIGNEES = ['anyone', 'me', 'nobody'] as const;
const REPLY_MAX = 4000;

/** /admin/inbox: support messages and whole-painting requests; one item with its answers. */
export function InboxPage() {
  return (
    <Routes>
      <Route index element={<List />} />
      <Route path=":kind/:id" element={<Item />} />
    </Routes>
  );
}

const statusClass: Record<InboxStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-ink-900/5 text-ink-600',
};

function StatusPill({ status }: { status: InboxStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={clsx('inline-block rounded-full px-2.5 py-0.5 text-xs font-medium', statusClass[status])}>
      {t(`inbox.statuses.${status}`)}
    </span>
  );
}

function About({ item }: { item: InboxItem }) {
  const { t } = useTranslation('admin');
  if (!item.painting) return <>{t('inbox.kinds.support')}</>;
  return (
    <>
      <div className={typedText}>{item.painting.name}</div>
      <div className="text-xs text-ink-500">{t('inbox.sale', { id: item.painting.sale_id })}</div>
    </>
  );
}

function List() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [filter, setFilter] = useState<InboxQuery>({ status: 'open', assignee: 'anyone', q: '' });
  const inbox = useInbox(filter);
  const select = 'h-10 rounded-xl border border-ink-900/15 bg-white px-3 text-sm';
  return (
    <>
      <SectionTitle title={t('nav.inbox')} />
      <Tabs
        value={filter.status ?? 'open'}
        options={STATUS_TABS}
        label={(status) => t(`inbox.tabs.${status}`)}
        onChange={(status) => setFilter({ ...filter, status })}
      />
      <div className="mb-2 flex flex-wrap gap-2">
        <select
          aria-label={t('inbox.kind')}
          value={filter.kind ?? ''}
          onChange={(e) => setFilter({ ...filter, kind: (e.target.value || undefined) as InboxKind | undefined })}
          className={select}
        >
          <option value="">{t('inbox.kinds.all')}</option>
          {INBOX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`inbox.kinds.${kind}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('inbox.assignee')}
          value={filter.assignee ?? 'anyone'}
          onChange={(e) => setFilter({ ...filter, assignee: e.target.value as (typeof ASSIGNEES)[number] })}
          className={select}
        >
          {ASSIGNEES.map((who) => (
            <option key={who} value={who}>
              {t(`inbox.assignees.${who}`)}
            </option>
          ))}
        </select>
      </div>
      <SearchForm label={t('inbox.search')} button={t('users.find')} onSearch={(q) => setFilter({ ...filter, q })} />
      {inbox.isPending ? (
        <Spinner />
      ) : inbox.isError ? (
        <ErrorState onRetry={() => void inbox.refetch()} />
      ) : inbox.data.length === 0 ? (
        <EmptyState text={t('inbox.empty')} />
      ) : (
        <Table
          stacked
          head={[t('inbox.from'), t('inbox.about'), t('inbox.message'), t('inbox.status'), t('inbox.received'), '']}
        >
          {inbox.data.map((item) => (
            <tr key={`${item.kind}:${item.id}`} className={clsx(stackedRow, item.status === 'new' && 'bg-amber-50/40')}>
              <td className={clsx(stackedCell, typedText)}>
                <div className="font-medium text-ink-900">{item.username ?? item.email ?? '—'}</div>
                {item.username && <div className="text-ink-500">{item.email}</div>}
              </td>
              <td className={stackedCell}>
                <CellLabel>{t('inbox.about')}</CellLabel>
                <About item={item} />
              </td>
              {/* Some room kept for the message beside a long name, which wraps instead of taking it all. */}
              <td className={clsx(stackedCell, 'sm:min-w-40 sm:max-w-xs')}>
                <CellLabel>{t('inbox.message')}</CellLabel>
                <p className={clsx('line-clamp-2 text-ink-700', typedText)}>{item.message ?? '—'}</p>
              </td>
              <td className={stackedCell}>
                <CellLabel>{t('inbox.status')}</CellLabel>
                <StatusPill status={item.status} />
                <div className={clsx('mt-1 text-xs text-ink-500', typedText)}>
                  {item.assignee?.email ?? t('inbox.unassigned')}
                </div>
              </td>
              <td className={clsx(stackedCell, 'sm:whitespace-nowrap')}>
                <CellLabel>{t('inbox.received')}</CellLabel>
                {formatDateTime(item.created_at, language)}
              </td>
              {/* On a phone the way into the message is on the card, not past a sideways scroll. */}
              <td className={clsx(stackedCell, 'sm:text-right')}>
                <ReviewLink to={`${item.kind}/${item.id}`} subject={item.username ?? item.email ?? item.id} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}

function Item() {
  const { kind, id } = useParams() as { kind: InboxKind; id: string };
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const me = useAdminMe();
  const detail = useInboxItem(kind, id);
  const action = useInboxAction(kind, id);
  const announce = useAnnounce();
  const [reply, setReply] = useState('');
  const [close, setClose] = useState(false);
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <ErrorState onRetry={() => void detail.refetch()} />;
  const { item, replies } = detail.data;
  const mine = item.assignee?.id === me.data?.user_id;
  return (
    <>
      <BackTo to="/admin/inbox" label={t('nav.inbox')} />
      <SectionTitle title={t(`inbox.kinds.${item.kind}`)} aside={<StatusPill status={item.status} />} />
      <ActionError error={action.error} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <Panel>
            <dl className={clsx('grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm', typedText)}>
              <dt className="text-ink-500">{t('inbox.from')}</dt>
              <dd>
                {item.username && <span className="font-medium">{item.username} · </span>}
                {item.email ?? '—'}
              </dd>
              <dt className="text-ink-500">{t('inbox.language')}</dt>
              <dd>{languageName(item.language, language)}</dd>
              <dt className="text-ink-500">{t('inbox.received')}</dt>
              <dd>{formatDateTime(item.created_at, language)}</dd>
              {item.painting && (
                <>
                  <dt className="text-ink-500">{t('inbox.about')}</dt>
                  <dd>
                    <a href={`/gallery/${item.painting.id}`} className="underline underline-offset-4">
                      {item.painting.name}
                    </a>{' '}
                    · {t('inbox.sale', { id: item.painting.sale_id })}
                  </dd>
                </>
              )}
            </dl>
            <p className={clsx('mt-4 rounded-xl bg-paper-100 p-4 text-ink-900', typedMessage)}>
              {item.message ?? t('inbox.no_message')}
            </p>
          </Panel>
          <Panel>
            <h2 className="mb-3 font-medium text-ink-900">{t('inbox.answers')}</h2>
            {replies.length === 0 ? (
              <p className="text-sm text-ink-500">{t('inbox.no_answers')}</p>
            ) : (
              <ol className="space-y-3">
                {replies.map((r) => (
                  <li key={r.id} className="rounded-xl border border-ink-900/10 p-3">
                    <div className={clsx('mb-1 text-xs text-ink-500', typedText)}>
                      {r.author_email ?? '—'} · {formatDateTime(r.at, language)}
                    </div>
                    <p className={clsx('text-sm text-ink-900', typedMessage)}>{r.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
        <div className="space-y-5">
          <Panel>
            <h2 className="mb-3 font-medium text-ink-900">{t('inbox.work')}</h2>
            <p className={clsx('mb-3 text-sm text-ink-700', typedText)}>
              {item.assignee ? t('inbox.assigned_to', { who: item.assignee.email }) : t('inbox.unassigned')}
            </p>
            <div className="flex flex-wrap gap-2">
              {!mine && me.data && (
                <Button
                  size="sm"
                  disabled={action.isPending}
                  onClick={() =>
                    action.mutate(
                      {
                        kind: 'update',
                        change: {
                          assignee_id: me.data.user_id,
                          expected_assignee_id: item.assignee?.id ?? null,
                          ...(item.status === 'new' ? { status: 'in_progress' as const } : {}),
                        },
                      },
                      { onSuccess: () => announce(t('announce.inbox_taken')) },
                    )
                  }
                >
                  {t('inbox.take')}
                </Button>
              )}
              {item.assignee && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() =>
                    action.mutate(
                      {
                        kind: 'update',
                        change: { assignee_id: null, expected_assignee_id: item.assignee?.id ?? null },
                      },
                      { onSuccess: () => announce(t('announce.inbox_released')) },
                    )
                  }
                >
                  {t('inbox.release')}
                </Button>
              )}
            </div>
            <label className="mt-4 block text-sm">
              <span className="mb-1 block text-ink-500">{t('inbox.status')}</span>
              <select
                value={item.status}
                disabled={action.isPending}
                onChange={(e) => {
                  const status = e.target.value as InboxStatus;
                  action.mutate(
                    { kind: 'update', change: { status } },
                    {
                      onSuccess: () => announce(t('announce.inbox_status', { status: t(`inbox.statuses.${status}`) })),
                    },
                  );
                }}
                className="h-10 w-full rounded-xl border border-ink-900/15 bg-white px-3"
              >
                {INBOX_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`inbox.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </label>
          </Panel>
          <Panel>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (!reply.trim()) return;
                action.mutate(
                  { kind: 'reply', reply: { body: reply.trim(), close } },
                  {
                    onSuccess: () => {
                      setReply('');
                      setClose(false);
                      announce(t(close ? 'announce.inbox_answered_closed' : 'announce.inbox_answered'));
                    },
                  },
                );
              }}
            >
              <label className="block text-sm">
                <span className="mb-1 block font-medium text-ink-900">{t('inbox.reply')}</span>
                <span className={clsx('mb-2 block text-ink-500', typedText)}>
                  {t('inbox.reply_hint', {
                    email: item.email ?? '—',
                    // Named in the console's language, as the sentence around it ("in Russian", "на русском").
                    language: t(`inbox.reply_languages.${item.language}`),
                  })}
                </span>
                <textarea
                  value={reply}
                  maxLength={REPLY_MAX}
                  onChange={(e) => setReply(e.target.value)}
                  rows={7}
                  className="w-full rounded-xl border border-ink-900/15 p-3"
                />
              </label>
              <div className="mt-1 text-right text-xs text-ink-400">
                {formatQuantity(reply.length, language)}/{formatQuantity(REPLY_MAX, language)}
              </div>
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input type="checkbox" checked={close} onChange={(e) => setClose(e.target.checked)} />
                {t('inbox.close_after')}
              </label>
              <Button type="submit" className="mt-4" disabled={!reply.trim() || action.isPending || !item.email}>
                {t('inbox.send')}
              </Button>
            </form>
          </Panel>
        </div>
      </div>
    </>
  );
}

/** A person's language named in the reader's ("английский" to a Russian operator, not "English"). */
function languageName(code: string, reader: string): string {
  const name = new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(reader) + name.slice(1);
}
