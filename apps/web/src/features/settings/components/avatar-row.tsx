import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@pinacoteca/contracts/account/account';
import { AVATAR_MAX_SIDE_PX } from '@pinacoteca/contracts/constants';
import { ApiError } from '../../../shared/api/client.ts';
import { message } from '../../../shared/i18n/messages.ts';
import { generalErrorText } from '../../../shared/lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useUpdateAccount } from '../api/profile.ts';
import { AVATAR_ACCEPT, prepareAvatar } from '../lib/avatar.ts';
import { SettingsRow } from './settings-row.tsx';

function AvatarPicture({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  if (account.avatar) {
    return (
      <img
        src={account.avatar.x1}
        srcSet={`${account.avatar.x1} 1x, ${account.avatar.x2} 2x`}
        alt={t('profile.avatar_alt')}
        width={80}
        height={80}
        className="h-20 w-20 shrink-0 rounded-full object-cover ring-1 ring-ink-900/10"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-gold-100 font-display text-3xl text-gold-600"
    >
      {account.username.trim().charAt(0).toUpperCase() || '·'}
    </span>
  );
}

/**
 * SPEC §5: JPEG, GIF or PNG, at most 2 MB, at least 120×120 px, checked here before anything
 * is sent; the server checks again by content and its message is shown the same way.
 */
export function AvatarRow({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const update = useUpdateAccount();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = checking || update.isPending;

  const send = (avatar: string) => {
    update.mutate(
      { avatar },
      {
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.fieldErrors.avatar
              ? failure.fieldErrors.avatar
              : generalErrorText(failure),
          ),
      },
    );
  };

  const onFile = async (file: File | undefined) => {
    if (!file || busy) return;
    setError(null);
    setChecking(true);
    try {
      const checked = await prepareAvatar(file);
      if (!checked.ok) {
        setError(message(checked.problem) ?? checked.problem);
        return;
      }
      send(checked.dataUrl);
    } catch (failure) {
      setError(generalErrorText(failure));
    } finally {
      setChecking(false);
    }
  };

  return (
    <SettingsRow label={t('profile.avatar')} hint={t('profile.avatar_hint', { max: AVATAR_MAX_SIDE_PX })}>
      <div className="flex flex-wrap items-center gap-4 sm:gap-5">
        <AvatarPicture account={account} />
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileInput}
            id={id}
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('profile.avatar_upload')}
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              // Choosing the same file again after an error must fire a change again.
              event.target.value = '';
            }}
          />
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => fileInput.current?.click()}>
            {busy
              ? t('profile.avatar_uploading')
              : account.avatar
                ? t('profile.avatar_change')
                : t('profile.avatar_upload')}
          </Button>
          {account.avatar && (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => {
                setError(null);
                send('');
              }}
            >
              {t('profile.avatar_remove')}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-down">
          {error}
        </p>
      )}
    </SettingsRow>
  );
}
