import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccountRemoved } from '../../../shared/api/account.ts';
import { isOpenToRemovedAccount } from '../lib/removed.ts';

/**
 * A removed account may sign in, but only to restore itself (docs/decisions/0016, 0018): once
 * the account is known to be removed (the account call answered 'account removed', or this
 * session removed it), every page but recovery, logout and the policies sends the person to
 * /account-recovery/request.
 */
export function RemovedAccountRedirect() {
  const removed = useAccountRemoved();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // A page on its way (the removal page going to recovery, its code still loading) is let
    // arrive first: the address bar already has its path while the router still shows the old page.
    if (removed && !isOpenToRemovedAccount(pathname) && !isOpenToRemovedAccount(window.location.pathname))
      void navigate('/account-recovery/request', { replace: true });
  }, [removed, pathname, navigate]);
  return null;
}
