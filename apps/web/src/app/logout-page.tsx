import { useEffect } from 'react';
import { signOut } from '@pinacoteca/contracts/auth/logout';
import { api } from '../shared/api/client.ts';
import { session } from '../shared/session/session.ts';
import { Spinner } from '../shared/ui/states.tsx';

/**
 * /logout: ends the session on the server too (so the token stops working anywhere), then
 * clears it here; the guard then takes the person to `/`. A failed call still signs out.
 */
export function LogoutPage() {
  useEffect(() => {
    // Signing out twice is harmless: the second time finds no session.
    void api
      .call(signOut)
      .catch((error: unknown) => console.error('The server session could not be ended', error))
      .finally(() => session.logout());
  }, []);
  return <Spinner />;
}
