import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * The mutation, with `mutate` doing nothing while its last call is still running. A button is
 * disabled by `isPending` only once the page has drawn again, which comes after a double click's
 * second click: for actions that move money or decide on it (an operator paying a payout,
 * approving a withdrawal, a refund), the second press would be sent too and come back as a
 * confusing "already being paid" (the server refuses it: it is never done twice).
 */
export function useOneAtATime<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const running = useRef(false);
  type Mutate = (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => void;
  const mutate: Mutate = (variables, options) => {
    if (running.current) return;
    running.current = true;
    (mutation.mutate as Mutate)(variables, {
      ...options,
      onSettled: (...settled) => {
        running.current = false;
        options?.onSettled?.(...settled);
      },
    });
  };
  return { ...mutation, mutate: mutate as typeof mutation.mutate };
}
