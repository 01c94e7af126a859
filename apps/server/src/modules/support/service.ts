import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { findUserById } from '../auth/user-queries.ts';
import { insertFeedback } from './queries.ts';

export interface Feedback {
  message: string;
  /** The address the sender typed; a signed-in person's account address wins over it. */
  email: string | undefined;
  userId: string | null;
  language: Language;
}

/** Stores a message for operators; null when there is no address to answer at. */
export async function recordFeedback(db: Db, feedback: Feedback, meta: RequestMeta): Promise<{ id: string } | null> {
  // Signed-in people are answered at their account's address, whatever the body says;
  // guests must say where to answer.
  const email = feedback.userId ? (await findUserById(db, feedback.userId))?.email : feedback.email;
  if (!email) return null;
  return insertFeedback(db, { ...feedback, email, ip: meta.ip, userAgent: meta.userAgent });
}
