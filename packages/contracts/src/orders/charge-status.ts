import { CHARGE_TTL_SECONDS } from '../constants.ts';
import type { OrderStatus } from '../enums.ts';

/**
 * SPEC §4, the charge of an order as the buyer sees it: one module for the web's pages and the
 * server's checks, so the page never offers what the server refuses (cancel, pay) and the other
 * way round. `now` is milliseconds since the epoch (Date.now()).
 */

/**
 * The labels SPEC §4 shows for an order's charge, and "refunded": SPEC §3 lists the labels an
 * order may wear, and a refund that has been made reads as done rather than still pending.
 */
export const CHARGE_DISPLAYS = [
  'awaiting_payment',
  'processing',
  'completed',
  'cancelled',
  'refund_pending',
  'refunded',
] as const;
export type ChargeDisplay = (typeof CHARGE_DISPLAYS)[number];

/**
 * What the display rules need of an order: its status and when its charge expires (none for a
 * bonus): the wire's ISO string on the web, the row's Date on the server.
 */
export interface ChargeState {
  status: OrderStatus;
  expiresAt: string | Date | null;
}

/** Seconds until the charge expires, never below 0; null when there is no expiry. */
export function secondsLeft(expiresAt: string | Date | null, now: number): number | null {
  if (expiresAt === null) return null;
  const time = typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime();
  return Math.max(0, Math.ceil((time - now) / 1000));
}

/** Created and not past its expiry: the only state in which the person can still pay or cancel. */
export function isCreatedUnexpired({ status, expiresAt }: ChargeState, now: number): boolean {
  if (status !== 'created') return false;
  const left = secondsLeft(expiresAt, now);
  return left === null || left > 0;
}

/**
 * SPEC §4 order charge display: created shows awaiting payment (cancelled once expired, even
 * before the server's expiry job has run); pending and processing show processing; success
 * completed; expired and canceled cancelled; refund_pending the refund-pending label, and
 * refunded, once the money is back, "refunded".
 */
export function chargeDisplay(state: ChargeState, now: number): ChargeDisplay {
  switch (state.status) {
    case 'created':
      return isCreatedUnexpired(state, now) ? 'awaiting_payment' : 'cancelled';
    case 'pending':
    case 'processing':
      return 'processing';
    case 'success':
      return 'completed';
    case 'expired':
    case 'canceled':
      return 'cancelled';
    case 'refund_pending':
      return 'refund_pending';
    case 'refunded':
      return 'refunded';
  }
}

/** Cancel is offered only while created and not expired (SPEC §4). */
export const canCancel = isCreatedUnexpired;

/**
 * Whether the charge can still be paid as asked: created and unexpired, or pending or processing
 * (a payment is on its way). Address, amount and QR code show exactly then (SPEC §4), and the
 * server draws a QR code only then.
 */
export function isPayable(state: ChargeState, now: number): boolean {
  return isCreatedUnexpired(state, now) || state.status === 'pending' || state.status === 'processing';
}

/** Address, amount and QR code: while the charge is payable (SPEC §4). */
export const showsPaymentDetails = isPayable;

/** The send-only-such-tokens note and the pay-with-provider link: only while created-unexpired (SPEC §4). */
export const showsPaymentInvitation = isCreatedUnexpired;

/** Whether the display can still change by itself (a payment may arrive): worth polling the order. */
export function isSettled(display: ChargeDisplay): boolean {
  return display === 'completed' || display === 'cancelled' || display === 'refunded';
}

/** The countdown ring is scaled on 3600 s (SPEC §2, §9): the part of it still to run, 0 to 1. */
export function ringFraction(seconds: number): number {
  return Math.min(1, Math.max(0, seconds / CHARGE_TTL_SECONDS));
}
