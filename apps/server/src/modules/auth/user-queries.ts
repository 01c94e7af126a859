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
export async function lockPeople(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; verified: boolean; removed: boolean }[]> {
  return db<{ id: string; verified: boolean; removed: boolean }[]>`
    select id, kyc_verified_at is not null as verified, removed_at is not null as removed from users
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
  // A blocked person's code names nobody, as a removed one's: it takes no new partners (an
  // outside tester's blocked account kept signing people up and earning on them).
  const [row] = await db<{ id: string; email: string }[]>`
    select id, email from users
    where referral_code = ${code} and removed_at is null and erased_at is null and blocked_at is null`;
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

/** What staff changes of an account read first: its role and block, locked (erased accounts with `includeErased`). */
export async function lockUserForStaff(
  db: Db,
  id: string,
  options: { includeErased?: boolean } = {},
): Promise<{ role: UserRole; blocked_at: Date | null; blocked_reason: string | null } | undefined> {
  const [row] = await db<{ role: UserRole; blocked_at: Date | null; blocked_reason: string | null }[]>`
    select role, blocked_at, blocked_reason from users
    where id = ${id} ${options.includeErased ? db`` : db`and erased_at is null`} for update`;
  return row;
}

export async function setUserRole(db: Db, id: string, role: UserRole): Promise<void> {
  await db`update users set role = ${role} where id = ${id}`;
}

/** Blocks an account with the operator's reason, or unblocks it (`null`). */
export async function setUserBlock(db: Db, id: string, reason: string | null): Promise<void> {
  await db`
    update users set blocked_at = ${reason === null ? null : db`now()`}, blocked_reason = ${reason} where id = ${id}`;
}

export async function confirmEmail(db: Db, id: string): Promise<void> {
  await db`update users set email_confirmed_at = now() where id = ${id}`;
}

/** Operators and admins who can act (not blocked, removed or erased): who is alerted about the platform. */
export async function activeStaff(
  db: Db,
): Promise<{ id: string; email: string; username: string; language: 'en' | 'ru' }[]> {
  return db<{ id: string; email: string; username: string; language: 'en' | 'ru' }[]>`
    select id, email, username, language from users
    where role in ('operator', 'admin') and blocked_at is null and removed_at is null and erased_at is null
    order by created_at`;
}

export interface StaffUserRow {
  id: string;
  email: string;
  username: string;
  role: UserRole;
  two_fa_enabled: boolean;
  created_at: Date;
  blocked_at: Date | null;
  blocked_reason: string | null;
  removed: boolean;
}

/** The console's user search: by e-mail or nickname (contains, any case) or exact id; newest first. */
export async function searchUsers(db: Db, query: string, limit = 50): Promise<StaffUserRow[]> {
  const q = query.trim();
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(q);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db<StaffUserRow[]>`
    select id, email, username, role, two_fa_enabled, created_at, blocked_at, blocked_reason,
           removed_at is not null as removed
    from users
    where erased_at is null
      and (${q} = '' or ${isId ? db`id = ${q}::uuid` : db`email ilike ${pattern} or username ilike ${pattern}`})
    order by created_at desc limit ${limit}`;
}

/** Profile and notification columns a person changes in their settings. */
export type ProfileChanges = Partial<
  Record<
    | 'username'
    | 'language'
    | 'phone'
    | 'avatar_image_id'
    | 'notify_email_news'
    | 'notify_email_new_paintings'
    | 'notify_phone_news'
    | 'notify_phone_new_paintings',
    string | boolean | null
  >
>;

export async function updateProfile(db: Db, id: string, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db`update users set ${db(changes)} where id = ${id}`;
}

/** Locks the person's row until the transaction ends, blocking other locks of it of any kind. */
export async function lockUserExclusively(db: Db, id: string): Promise<void> {
  await db`select id from users where id = ${id} for update`;
}

/** Stores a new (sealed) two-factor secret, unless two-factor is already on. */
export async function storeTotpSecret(db: Db, id: string, sealed: string): Promise<void> {
  await db`update users set two_fa_secret = ${sealed} where id = ${id} and not two_fa_enabled`;
}

/** Switches two-factor on, or off forgetting the secret. */
export async function setTwoFactor(db: Db, id: string, enabled: boolean): Promise<void> {
  await (enabled
    ? db`update users set two_fa_enabled = true where id = ${id}`
    : db`update users set two_fa_enabled = false, two_fa_secret = null where id = ${id}`);
}

/**
 * Records a code's time step as used, when it is later than the last one used; answers whether
 * it was (of two requests with one code, one wins).
 */
export async function advanceTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const accepted = await db`
    update users set two_fa_last_step = ${step}
    where id = ${id} and (two_fa_last_step is null or two_fa_last_step < ${step})
    returning id`;
  return accepted.length === 1;
}

/**
 * A new password hash (null: none, signing in through Google only); `confirmEmail` also confirms
 * the address, as a reset link that reached the mailbox does.
 */
export async function setPassword(
  db: Db,
  id: string,
  hash: string | null,
  options: { confirmEmail?: boolean } = {},
): Promise<void> {
  await db`
    update users set password_hash = ${hash}, password_changed_at = now()
      ${options.confirmEmail ? db`, email_confirmed_at = coalesce(email_confirmed_at, now())` : db``}
    where id = ${id}`;
}

/**
 * An address someone registered without owning it (pre-registration), taken back by its owner
 * once they prove it (Google, or a reset link that reached the mailbox): what the stranger chose
 * goes with their password. The nickname, phone, notices and language become the owner's, and
 * the partner the stranger named is replaced by the owner's own referral, if any (an outside
 * tester pre-registered an address with their own code and then earned on its owner's purchases).
 * Only while the address is unconfirmed: nobody could sign in to it, so nothing else is theirs.
 */
export async function reclaimPreRegistered(
  db: Db,
  id: string,
  owner: { username: string; language?: Language; referredBy: string | null },
): Promise<void> {
  await db`
    update users set username = ${owner.username}, phone = null, avatar_image_id = null,
      referred_by = ${owner.referredBy === id ? null : owner.referredBy},
      ${owner.language ? db`language = ${owner.language},` : db``}
      notify_email_news = default, notify_email_new_paintings = default,
      notify_phone_news = default, notify_phone_new_paintings = default
    where id = ${id} and email_confirmed_at is null`;
}

/** Confirms the address, keeping the first confirmation's time. */
export async function confirmEmailOnce(db: Db, id: string): Promise<void> {
  await db`update users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = ${id}`;
}

/** The person removes their account (restorable until erased). */
export async function markRemoved(db: Db, id: string): Promise<void> {
  await db`update users set removed_at = now() where id = ${id} and removed_at is null`;
}

/** Undoes a removal; answers whether the account was removed. */
export async function restoreRemoved(db: Db, id: string): Promise<boolean> {
  const restored =
    await db`update users set removed_at = null where id = ${id} and removed_at is not null returning id`;
  return restored.length > 0;
}

/**
 * Locks the person's row as `lockUser` does and answers, in the same statement, whether the
 * account is blocked by an operator or removed (awaiting recovery or erasure): what a request that must not reach a removed account asks once it
 * holds the lock (decision 0080).
 */
export async function lockUserState(db: Db, id: string): Promise<{ blocked: boolean; removed: boolean }> {
  const [state] = await db<{ blocked: boolean; removed: boolean }[]>`
    select blocked_at is not null as blocked, removed_at is not null as removed
    from users where id = ${id} for no key update`;
  return state ?? { blocked: false, removed: false };
}

export async function isBlocked(db: Db, id: string): Promise<boolean> {
  const [state] = await db<
    { blocked: boolean }[]
  >`select blocked_at is not null as blocked from users where id = ${id}`;
  return state?.blocked ?? false;
}

/** The live account Google knows by this subject, locked. */
export async function lockUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [known] = await db<UserRow[]>`
    select * from users where google_subject = ${subject} and erased_at is null for update`;
  return known;
}

/**
 * Links an account to its Google identity. `takeOver`: an unconfirmed registration of the same
 * address becomes Google's: confirmed, its password (never proven) gone.
 */
export async function linkGoogle(db: Db, id: string, subject: string, takeOver: boolean): Promise<void> {
  await (takeOver
    ? db`
        update users set google_subject = ${subject}, email_confirmed_at = now(),
          password_hash = null, password_changed_at = now()
        where id = ${id}`
    : db`update users set google_subject = ${subject} where id = ${id}`);
}

/** A new confirmed account from a Google identity. */
export async function insertGoogleUser(
  db: Db,
  user: { email: string; username: string; language: Language; subject: string; referredBy: string | null },
): Promise<UserRow> {
  const [created] = await db<UserRow[]>`
    insert into users (email, username, language, google_subject, email_confirmed_at, referred_by)
    values (${user.email}, ${user.username}, ${user.language}, ${user.subject}, now(), ${user.referredBy})
    returning *`;
  return created!;
}
