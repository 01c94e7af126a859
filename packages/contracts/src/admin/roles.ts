import { z } from 'zod';

/** Everyone who is not staff is an investor; operators run the console, admins also manage staff. */
export const USER_ROLES = ['investor', 'operator', 'admin'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

export const STAFF_ROLES = ['operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaff(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * Whether staff of role `actor` may act on an account of role `subject` (block or unblock it):
 * only on a lower role, so an operator can never lock an admin, or another operator, out.
 */
export function outranks(actor: string | null, subject: string): boolean {
  const rank = (role: string | null) => USER_ROLES.indexOf(role as UserRole);
  return rank(actor) > rank(subject);
}
