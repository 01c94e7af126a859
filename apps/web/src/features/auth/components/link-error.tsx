import type { ReactNode } from 'react';
import { ProblemView } from '../../../shared/ui/problem-view.tsx';
import { AuthShell } from './auth-shell.tsx';

/** What an e-mail link page shows when the link cannot be used. */
export function LinkError({
  title,
  text,
  detail,
  action,
}: {
  title: string;
  text: string;
  detail?: string;
  action: ReactNode;
}) {
  return (
    <AuthShell title={title}>
      <ProblemView text={text} detail={detail} action={action} />
    </AuthShell>
  );
}
