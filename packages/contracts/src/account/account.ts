import { z } from 'zod';
import { Uuid } from '../common.ts';
import { UserRole } from '../admin/roles.ts';
import { LANGUAGES } from '../constants.ts';
import { KycStatus } from '../kyc/kyc.ts';
import { type Endpoint } from '../endpoint.ts';

export const NOTIFICATION_TYPES = ['email_news', 'email_new_paintings', 'phone_news', 'phone_new_paintings'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const Notifications = z.object({
  phone_news: z.boolean(),
  phone_new_paintings: z.boolean(),
  email_news: z.boolean(),
  email_new_paintings: z.boolean(),
});
export type Notifications = z.infer<typeof Notifications>;

/** Account entity of SPEC §3: the signed-in person. */
export const Account = z
  .object({
    id: Uuid,
    email: z.string(),
    avatar: z
      .object({ x1: z.string(), x2: z.string() })
      .nullable()
      .meta({ description: 'Square avatar URLs (160 and 320 px), or null' }),
    phone: z.string().nullable().meta({ description: 'Digits without the plus, or null' }),
    username: z.string(),
    language: z.enum(LANGUAGES),
    has_password: z.boolean().meta({ description: 'False for accounts made through Google: no old password asked' }),
    referral: z.string().meta({ description: "The account's own referral code, for its referral link" }),
    google2_fa_enabled: z.boolean().meta({ description: 'Two-factor authentication (TOTP) is on' }),
    google_connected: z.boolean(),
    notifications: Notifications,
    kyc_status: KycStatus.meta({ description: 'Identity verification: only approved investors withdraw and sell' }),
    role: UserRole.meta({ description: 'investor, or operator/admin: people who may open the console at /admin' }),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof Account>;

/** GET /api/account */
export const GetAccountResponse = Account;
export type GetAccountResponse = Account;

export const getAccount = {
  method: 'GET',
  path: '/api/account',
  access: 'signed-in',
  tags: ['account'],
  summary: 'The signed-in account',
  responses: { 200: GetAccountResponse },
} as const satisfies Endpoint;
