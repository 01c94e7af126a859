import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outranks } from '@pinacoteca/contracts/admin/roles';
import type { StaffUserView } from '@pinacoteca/contracts/admin/console';
import { api } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { useAdminMe } from '../api/me.ts';
import { useAnnounce } from '../components/announcer.tsx';
import { ActionError, Panel, ReasonForm } from '../components/ui.tsx';

/** POST /api/admin/users/{id}/two-factor/reset; the person's page and the lists reload. */
function useResetTwoFactor(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      const { resetUserTwoFactor } = await import('@pinacoteca/contracts/admin/console');
      return api.call(resetUserTwoFactor, { params: { id }, body: { reason } });
    },
    // Refused too (another admin did it first): the page then shows the state as it is.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
      void client.invalidateQueries({ queryKey: ['admin', 'user'] });
    },
  });
}

/**
 * Turning off the two-factor of someone who lost their authenticator (or whose account a thief put
 * their own on): without it they cannot sign in, reset or change their password. Admins only, for
 * accounts of a lower role with two-factor on (the server's rules too); the reason is asked in
 * place, as for a block, and what came of it stays on the page once the person's state reloads.
 */
export function TwoFactorReset({ user }: { user: StaffUserView }) {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const reset = useResetTwoFactor(user.id);
  const announce = useAnnounce();
  const [asking, setAsking] = useState(false);
  const mayReset = me.data?.role === 'admin' && me.data.user_id !== user.id && outranks(me.data.role, user.role);
  if (!mayReset || !(user.two_fa_enabled || reset.isSuccess || reset.error)) return null;
  return (
    <Panel className="mt-6">
      <h2 className="mb-2 font-medium text-ink-900">{t('users.two_fa_title')}</h2>
      {reset.isSuccess ? (
        <FormNotice tone="info">{t('users.two_fa_reset_done', { name: user.username })}</FormNotice>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-600">{t('users.two_fa_reset_hint')}</p>
          <ActionError error={reset.error} />
          {asking ? (
            <div className="max-w-xl">
              <ReasonForm
                multiline
                maxLength={500}
                label={t('users.two_fa_reset_reason')}
                submitLabel={t('users.two_fa_reset')}
                backLabel={t('flags.back')}
                pending={reset.isPending}
                onBack={() => setAsking(false)}
                onSubmit={(reason) =>
                  reset.mutate(reason, {
                    // The notice that takes the form's place is drawn with its words, which a
                    // screen reader does not read out: the console's live region says them.
                    onSuccess: () => {
                      setAsking(false);
                      announce(t('users.two_fa_reset_done', { name: user.username }));
                    },
                  })
                }
              />
            </div>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                reset.reset();
                setAsking(true);
              }}
            >
              {t('users.two_fa_reset')}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}
