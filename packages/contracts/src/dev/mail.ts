import { z } from 'zod';
import { type Endpoint } from '../endpoint.ts';

/** GET /api/dev/mail (development only): what the platform sent, newest first. */
export const DevMailQuery = z.object({
  to: z.string().optional().meta({ description: 'Only messages to this address (case-insensitive)' }),
});
export type DevMailQuery = z.infer<typeof DevMailQuery>;

export const DevMailMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type DevMailMessage = z.infer<typeof DevMailMessage>;

export const DevMailResponse = z.array(DevMailMessage);
export type DevMailResponse = z.infer<typeof DevMailResponse>;

export const listDevMail = {
  method: 'GET',
  path: '/api/dev/mail',
  access: 'public',
  tags: ['dev'],
  summary: 'Development only: messages sent, newest first (absent in production)',
  query: DevMailQuery,
  responses: { 200: DevMailResponse },
} as const satisfies Endpoint;
