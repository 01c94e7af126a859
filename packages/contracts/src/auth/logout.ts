import { z } from 'zod';

/** POST /api/logout: ends the session of the token sent; answers 204 with no body. */
export const LogoutResponse = z.null().meta({ description: 'No content' });
export type LogoutResponse = z.infer<typeof LogoutResponse>;
