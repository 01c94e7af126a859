import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useAccount } from '../../../shared/api/account.ts';
import { isAccountRemovedError, isOpenToRemovedAccount } from '../lib/removed.ts';

/**
 * A removed account may sign in, but only to restore itself (docs/decisions/0016, 0018): once
 * the account call answers 'account removed', every page but recovery, logout and the
 * policies sends the person to /account-recovery/request.
 */
export function RemovedAccountRedirect() {
  const { error } = useAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A page on its way (the removal page going to recovery, its code still loading) is let arrive first.
  const navigating = useNavigation().state !== 'idle';
  const removed = isAccountRemovedError(error);
  useEffect(() => {
    if (removed && !navigating && !isOpenToRemovedAccount(pathname))
      void navigate('/account-recovery/request', { replace: true });
  }, [removed, navigating, pathname, navigate]);
  return null;
}
