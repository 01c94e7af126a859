import { z } from 'zod';
import { Uuid } from '../common.ts';
import { STAFF_ROLES } from './roles.ts';
import { type Endpoint } from '../endpoint.ts';

/** GET /api/admin/me: who is using the console; 401 to visitors, 403 to investors. */
export const AdminMeResponse = z.object({
  user_id: Uuid,
  email: z.string(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type AdminMeResponse = z.infer<typeof AdminMeResponse>;

export const getStaffMe = {
  method: 'GET',
  path: '/api/admin/me',
  access: 'staff',
  tags: ['admin'],
  summary: 'The operator using the console and their role',
  responses: { 200: AdminMeResponse },
} as const satisfies Endpoint;
