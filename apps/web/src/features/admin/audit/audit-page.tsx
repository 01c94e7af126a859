import clsx from 'clsx';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { useAdminMe } from '../api/me.ts';
import { useAudit, useVerifyAudit } from '../api/console.ts';
import { useAnnounce } from '../components/announcer.tsx';
import { ActionError, CellLabel, SectionTitle, stackedCell, stackedRow, Table } from '../components/ui.tsx';
import { changeLines } from './audit-change.ts';

const PAGE = 50;

/** The console page of an audited subject, where it has one. */
const SUBJECT_PAGES: Record<string, (id: string) => string> = {
  order: (id) => `/admin/orders/${id}`,
  user: (id) => `/admin/users/${id}`,
  painting: (id) => `/admin/catalogue/${id}`,
  kyc_submission: (id) => `/admin/kyc/${id}`,
  support: (id) => `/admin/inbox/support/${id}`,
  painting_request: (id) => `/admin/inbox/painting_request/${id}`,
};

function SubjectId({ type, id }: { type: string; id: string | null }) {
  if (id === null) return null;
  const page = SUBJECT_PAGES[type];
  const className = 'break-all text-xs';
  return page ? (
    <Link to={page(id)} className={clsx(className, 'text-ink-700 underline underline-offset-2 hover:text-ink-900')}>
      {id}
    </Link>
  ) : (
    <div className={clsx(className, 'text-ink-500')}>{id}</div>
  );
}

const short = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Each field the entry names: what it was → what it became; one that stayed the same is shown once, dimmed. */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const lines = changeLines(before, after);
  if (!lines)
    return (
      <div>
        {short(before)} → {short(after)}
      </div>
    );
  if (lines.length === 0) return <div>—</div>;
  return (
    <dl className="space-y-0.5">
      {lines.map((line) => (
        <div key={line.field} className={clsx(!line.changed && 'text-ink-400')}>
          <dt className="inline text-ink-500">{line.field}: </dt>
          <dd className="inline">
            {line.changed ? (
              <>
                {line.before ?? '—'} → <span className="text-ink-900">{line.after ?? '—'}</span>
              </>
            ) : (
              line.after
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/audit: every operator action and sensitive account change, filterable; admins check the chain. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const language = useLanguage();
  const [draft, setDraft] = useState({ actor: '', action: '', subject: '' });
  const [filter, setFilter] = useState({ actor: '', action: '', subject: '' });
  const [before, setBefore] = useState<number[]>([]);
  const audit = useAudit({ ...filter, before: before.at(-1), limit: PAGE });
  const verify = useVerifyAudit();
  const announce = useAnnounce();

  return (
    <>
      <SectionTitle
        title={t('nav.audit')}
        aside={
          me.data?.role === 'admin' && (
            <div className="flex items-center gap-3">
              {verify.data && (
                <span data-testid="audit-verify" className={clsx('text-sm', verify.data.ok ? 'text-up' : 'text-down')}>
                  {verify.data.ok
                    ? t('audit.holds', { rows: verify.data.rows })
                    : t('audit.broken', { seq: verify.data.broken_at, reason: verify.data.reason })}
                </span>
              )}
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  verify.mutate(undefined, {
                    // The verdict beside the button is drawn with the answer, which a screen reader does not read out.
                    onSuccess: (result) =>
                      announce(
                        result.ok
                          ? t('audit.holds', { rows: result.rows })
                          : t('audit.broken', { seq: result.broken_at, reason: result.reason }),
                      ),
                  })
                }
                disabled={verify.isPending}
              >
                {t('audit.verify')}
              </Button>
            </div>
          )
        }
      />
      {/* A check that could not be made (the connection, the server) says so rather than nothing. */}
      <ActionError error={verify.error} />
      <form
        className="mb-4 grid gap-2 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          setBefore([]);
          setFilter(draft);
        }}
      >
        {(['actor', 'action', 'subject'] as const).map((name) => (
          <input
            key={name}
            aria-label={t(`audit.${name}`)}
            placeholder={t(`audit.${name}`)}
            value={draft[name]}
            onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
            className="h-10 rounded-xl border border-ink-900/15 bg-white px-3 text-sm"
          />
        ))}
        <Button type="submit" size="md">
          {t('audit.filter')}
        </Button>
      </form>
      {audit.isPending ? (
        <Spinner />
      ) : audit.isError ? (
        <ErrorState onRetry={() => void audit.refetch()} />
      ) : audit.data.length === 0 ? (
        <EmptyState text={t('audit.empty')} />
      ) : (
        <>
          <Table
            stacked
            head={[
              '#',
              t('audit.when'),
              t('audit.col_actor'),
              t('audit.col_action'),
              t('audit.col_subject'),
              t('audit.change'),
            ]}
          >
            {audit.data.map((row) => (
              <tr key={row.seq} className={stackedRow}>
                {/* On a phone the number and the time head the card; the other cells follow, each named. */}
                <td className={clsx(stackedCell, 'tabular-nums text-ink-500')}>
                  <span className="sm:hidden">#</span>
                  {row.seq}
                </td>
                <td className={clsx(stackedCell, 'sm:min-w-[7rem]')}>{formatDateTime(row.at, language)}</td>
                <td className={clsx(stackedCell, 'sm:min-w-[10rem]', typedText)}>
                  <CellLabel>{t('audit.col_actor')}</CellLabel>
                  <div>{row.actor_email ?? t('audit.system')}</div>
                  <div className="text-xs text-ink-500">
                    {row.actor_role ? t(`roles.${row.actor_role}`, { defaultValue: row.actor_role }) : ''}
                  </div>
                </td>
                <td className={clsx(stackedCell, 'sm:min-w-[9rem]')}>
                  <CellLabel>{t('audit.col_action')}</CellLabel>
                  <div className="font-medium">{t(`audit.actions.${row.action}`, { defaultValue: row.action })}</div>
                  {/* The code as the filter takes it; it breaks after its dots and underscores, not mid-word. */}
                  <div className="font-mono text-xs text-ink-500">
                    {row.action.split(/(?<=[._])/).map((part, i) => (
                      <Fragment key={i}>
                        {i > 0 && <wbr />}
                        {part}
                      </Fragment>
                    ))}
                  </div>
                </td>
                <td className={stackedCell}>
                  <CellLabel>{t('audit.col_subject')}</CellLabel>
                  <div>{t(`audit.subjects.${row.subject_type}`, { defaultValue: row.subject_type })}</div>
                  <SubjectId type={row.subject_type} id={row.subject_id} />
                </td>
                <td
                  className={clsx(
                    stackedCell,
                    'font-mono text-xs text-ink-700 sm:min-w-[16rem] sm:max-w-md',
                    typedText,
                  )}
                >
                  <CellLabel>{t('audit.change')}</CellLabel>
                  <Change before={row.before} after={row.after} />
                  {row.ip && <div className="mt-1 text-ink-400">{row.ip}</div>}
                </td>
              </tr>
            ))}
          </Table>
          <div className="mt-4 flex gap-2">
            {before.length > 0 && (
              <Button variant="secondary" size="sm" onClick={() => setBefore(before.slice(0, -1))}>
                {t('audit.newer')}
              </Button>
            )}
            {audit.data.length === PAGE && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setBefore([...before, Number(audit.data.at(-1)!.seq)])}
              >
                {t('audit.older')}
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
}
