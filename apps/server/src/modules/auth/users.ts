import type { UserRole } from '@pinacoteca/contracts/admin/roles';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';

export interface UserRow {
  id: string;
  email: string;
  username: string;
  language: Language;
  phone: string | null;
  password_hash: string | null;
  avatar_image_id: string | null;
  two_fa_enabled: boolean;
  two_fa_secret: string | null;
  two_fa_last_step: string | null;
  google_subject: string | null;
  notify_email_news: boolean;
  notify_email_new_paintings: boolean;
  notify_phone_news: boolean;
  notify_phone_new_paintings: boolean;
  referral_code: string;
  referred_by: string | null;
  email_confirmed_at: Date | null;
  removed_at: Date | null;
  erased_at: Date | null;
  created_at: Date;
  role: UserRole;
  blocked_at: Date | null;
  blocked_reason: string | null;
}

/** Every query here that looks a person up ignores erased accounts: they are gone for good. */
export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db<UserRow[]>`select * from users where id = ${id} and erased_at is null`;
  return row ?? null;
}

/** E-mails are unique without regard to case (index `users_email_unique` on lower(email)). */
/**
 * Takes the person's row lock until the transaction ends: their money requests (withdrawals,
 * sales, saved addresses) then run one at a time, so limits counted inside are exact. A "no key"
 * lock: the foreign-key checks of rows that name the person (every ledger transaction does) take
 * a key-share lock, which this one does not block, so a payment or a deposit credited to the
 * person at the same moment never deadlocks with it.
 */
export async function lockUser(db: Db, id: string): Promise<void> {
  await db`select id from users where id = ${id} for no key update`;
}

/**
 * Locks the people's rows as lockUser does, in id order (so two callers naming the same people
 * never deadlock), and tells whether each completed identity verification.
 */
export async function lockPeople(db: Db, ids: readonly string[]): Promise<{ id: string; verified: boolean }[]> {
  return db<{ id: string; verified: boolean }[]>`
    select id, kyc_verified_at is not null as verified from users
    where id = any(${[...ids]}::uuid[])
    order by id
    for no key update`;
}

/** Whether the person's identity verification is approved (what withdrawals, sales and limits ask). */
export async function isKycVerified(db: Db, userId: string): Promise<boolean> {
  const [row] = await db<{ verified: boolean }[]>`
    select kyc_verified_at is not null as verified from users where id = ${userId}`;
  return row?.verified ?? false;
}

/** Records the outcome of the person's identity verification (modules/kyc decides it). */
export async function setKycVerified(db: Db, userId: string, verified: boolean): Promise<void> {
  await db`update users set kyc_verified_at = ${verified ? new Date() : null} where id = ${userId}`;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db<UserRow[]>`select * from users where lower(email) = lower(${email}) and erased_at is null`;
  return row ?? null;
}

/** The live (not removed) owner of a referral code. */
export async function findReferralOwner(db: Db, code: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db<{ id: string; email: string }[]>`
    select id, email from users where referral_code = ${code} and removed_at is null and erased_at is null`;
  return row ?? null;
}

export interface NewUser {
  email: string;
  username: string;
  phone: string | null;
  language: Language;
  passwordHash: string;
  subscribe: boolean;
  referredBy: string | null;
}

/** Inserts an unconfirmed account; null when the e-mail is taken (also when a concurrent request took it). */
export async function insertUser(db: Db, user: NewUser): Promise<{ id: string } | null> {
  const [row] = await db<{ id: string }[]>`
    insert into users (email, username, phone, language, password_hash, notify_email_news, notify_email_new_paintings, referred_by)
    values (${user.email}, ${user.username}, ${user.phone}, ${user.language}, ${user.passwordHash},
            ${user.subscribe}, ${user.subscribe}, ${user.referredBy})
    on conflict ((lower(email))) do nothing
    returning id`;
  return row ?? null;
}

export interface Contact {
  id: string;
  email: string;
  username: string;
  language: Language;
}

/**
 * E-mail addresses by id, erased accounts included (what their address became when erased): the
 * audit trail names every actor it ever had.
 */
export async function emailsOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db<{ id: string; email: string }[]>`select id, email from users where id = any(${unique}::uuid[])`;
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** Ids of the accounts whose e-mail contains `fragment` (case-insensitive), erased ones included. */
export async function idsByEmailFragment(db: Db, fragment: string): Promise<string[]> {
  const pattern = `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db<{ id: string }[]>`select id from users where email ilike ${pattern}`;
  return rows.map((r) => r.id);
}

/** Who these people are, for other modules' lists (the console's inbox); erased accounts are left out. */
export async function contactsOf(db: Db, ids: readonly string[]): Promise<Map<string, Contact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db<Contact[]>`
    select id, email, username, language from users where id = any(${unique}::uuid[]) and erased_at is null`;
  return new Map(rows.map((r) => [r.id, r]));
}
