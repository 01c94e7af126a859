import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_ROLES, outranks, type UserRole } from '@pinacoteca/contracts/admin/roles';
import type { StaffUserView } from '@pinacoteca/contracts/admin/console';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { KycStatusPill } from '../../../shared/ui/kyc-status.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { useAdminMe } from '../api/me.ts';
import { useUserAction } from '../api/console.ts';
import { useAnnounce } from '../components/announcer.tsx';
import { ActionError, CellLabel, InlineConfirm, ReasonForm, stackedCell, stackedRow } from '../components/ui.tsx';

/**
 * One person's row (a card on a phone, so the block form opens under the person's name, not in a
 * column scrolled away from it): role (asked again before it changes: one slip of the select would make
 * someone an admin), verification, state and the block / unblock action; why an action failed,
 * beside it.
 */
export function UserRow({ user }: { user: StaffUserView }) {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const language = useLanguage();
  const action = useUserAction();
  const announce = useAnnounce();
  const [blocking, setBlocking] = useState(false);
  /** The role chosen in the select, waiting for the admin's confirmation. */
  const [newRole, setNewRole] = useState<UserRole | null>(null);
  const failed = action.error ? (action.variables?.kind === 'role' ? 'role' : 'state') : null;
  const self = me.data?.user_id === user.id;
  // Blocking is for accounts of a lower role only (the server's rule too): no button otherwise.
  const mayBlock = !self && outranks(me.data?.role ?? null, user.role);
  return (
    <tr className={stackedRow}>
      <td className={clsx(stackedCell, 'sm:min-w-44', typedText)}>
        <Link to={user.id} className="font-medium text-ink-900 underline underline-offset-4">
          {user.username}
        </Link>
        <div className="text-ink-500">{user.email}</div>
        <div className="text-xs text-ink-400">{formatDateTime(user.created_at, language)}</div>
      </td>
      <td className={stackedCell}>
        <CellLabel>{t('users.role')}</CellLabel>
        {me.data?.role === 'admin' && !self ? (
          <>
            <select
              aria-label={t('users.role')}
              value={newRole ?? user.role}
              onChange={(e) => {
                const role = e.target.value as UserRole;
                action.reset();
                setNewRole(role === user.role ? null : role);
              }}
              className="rounded-lg border border-ink-900/15 bg-white px-2 py-1"
            >
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`users.roles.${role}`)}
                </option>
              ))}
            </select>
            {newRole && (
              <div className="min-w-56 max-w-72">
                <InlineConfirm
                  takeFocus={false}
                  question={t(`users.confirm_role.${newRole}`, { name: user.username })}
                  backLabel={t('users.cancel')}
                  confirmLabel={t('users.confirm')}
                  pending={action.isPending}
                  onBack={() => {
                    action.reset();
                    setNewRole(null);
                  }}
                  onConfirm={() =>
                    action.mutate(
                      { kind: 'role', id: user.id, role: newRole },
                      {
                        onSuccess: () => {
                          setNewRole(null);
                          announce(t('announce.role', { name: user.username, role: t(`users.roles.${newRole}`) }));
                        },
                      },
                    )
                  }
                />
              </div>
            )}
          </>
        ) : (
          t(`users.roles.${user.role}`)
        )}
        {user.two_fa_enabled && <div className="text-xs text-ink-500">{t('users.two_fa')}</div>}
        {failed === 'role' && (
          <div className="mt-2 max-w-72">
            <ActionError error={action.error} />
          </div>
        )}
      </td>
      <td className={stackedCell}>
        <CellLabel>{t('users.kyc')}</CellLabel>
        <KycStatusPill status={user.kyc_status} />
      </td>
      <td className={stackedCell}>
        <CellLabel>{t('users.state')}</CellLabel>
        {user.blocked_at ? (
          <span className={clsx('text-down', typedText)}>
            {t('users.blocked')}: {user.blocked_reason}
          </span>
        ) : user.removed ? (
          t('users.removed')
        ) : (
          t('users.active')
        )}
      </td>
      <td className={clsx(stackedCell, 'sm:text-right')}>
        {failed === 'state' && <ActionError error={action.error} />}
        {!mayBlock ? null : user.blocked_at ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              action.mutate(
                { kind: 'unblock', id: user.id },
                { onSuccess: () => announce(t('announce.unblocked', { name: user.username })) },
              )
            }
          >
            {t('users.unblock')}
          </Button>
        ) : blocking ? (
          // Back (or Escape) leaves it without blocking: it had no way out but leaving the page
          // (an outside tester with a keyboard); focus then returns to the Block button.
          <ReasonForm
            label={t('users.reason')}
            submitLabel={t('users.block')}
            backLabel={t('flags.back')}
            onBack={() => setBlocking(false)}
            onSubmit={(reason) => {
              action.mutate(
                { kind: 'block', id: user.id, reason },
                { onSuccess: () => announce(t('announce.blocked', { name: user.username })) },
              );
              setBlocking(false);
            }}
          />
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setBlocking(true)}>
            {t('users.block')}
          </Button>
        )}
      </td>
    </tr>
  );
}
