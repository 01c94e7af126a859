import { useCallback, useRef, useState } from 'react';
import { isChallengeRequired } from '@pinacoteca/contracts/auth/challenge';
import { ApiError } from '../../../shared/api/client.ts';

/** Automatic resends in a row after a refused solution, before the person has to press again. */
const MAX_AUTOMATIC_RESENDS = 2;

/**
 * The proof-of-work check of sign-in and the two-factor step (decision 27). Nothing shows until
 * the server answers `challenge_required`; then the widget solves a challenge and the form is
 * sent again by itself. Every solution works once, so after each send a fresh one is solved in
 * the background for the next try.
 *
 * `resend` sends the form again (e.g. `form.requestSubmit()`).
 */
export function useHumanCheck(resend: () => void) {
  const [required, setRequired] = useState(false);
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const solution = useRef<string | null>(null);
  const waitingRef = useRef(false);
  const automatic = useRef(false);
  const automaticRuns = useRef(0);

  const wait = (value: boolean) => {
    waitingRef.current = value;
    setWaiting(value);
  };

  /**
   * Before sending: `{}` when no check is needed, `{ altcha }` with a solution (spent here), or
   * null while the check still runs (the form is then sent by itself once it is done).
   */
  const take = (): { altcha?: string } | null => {
    if (!automatic.current) automaticRuns.current = 0;
    automatic.current = false;
    if (!required) return {};
    const payload = solution.current;
    if (!payload) {
      wait(true);
      return null;
    }
    solution.current = null;
    setRound((r) => r + 1);
    return { altcha: payload };
  };

  /** After a failed send: whether the server asked for the check (it shows now, and the form goes again once solved). */
  const asked = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 403 || !isChallengeRequired(error.body)) return false;
    solution.current = null;
    setRequired(true);
    setNotice(error.message);
    setRound((r) => r + 1);
    wait(automaticRuns.current < MAX_AUTOMATIC_RESENDS);
    return true;
  };

  const solved = useCallback(
    (payload: string) => {
      solution.current = payload;
      if (!waitingRef.current) return;
      wait(false);
      automatic.current = true;
      automaticRuns.current += 1;
      resend();
    },
    [resend],
  );

  return { required, round, notice, waiting, take, asked, solved };
}
