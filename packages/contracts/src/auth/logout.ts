import { z } from 'zod';
import { type Endpoint } from '../endpoint.ts';

/** POST /api/logout: ends the session of the token sent; answers 204 with no body. */
export const LogoutResponse = z.null().meta({ description: 'No content' });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

export const signOut = {
  method: 'POST',
  path: '/api/logout',
  access: 'session',
  tags: ['auth'],
  summary: 'End the session of this token (it answers 401 from now on)',
  responses: { 204: LogoutResponse },
} as const satisfies Endpoint;
