import { useEffect } from 'react';
import { session } from '../shared/session/session.ts';
import { Spinner } from '../shared/ui/states.tsx';

/** /logout: clears the session; the layout then takes the person to `/`. */
export function LogoutPage() {
  useEffect(() => session.logout(), []);
  return <Spinner />;
}
