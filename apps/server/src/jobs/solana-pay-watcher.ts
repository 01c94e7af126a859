import type { Address } from '@solana/kit';
import { formatUnits, parseUnits } from '@pinacoteca/contracts/units';
import type { Sql } from '../db/client.ts';
import type { ChainClient, ChainTransaction } from '../adapters/chain/chain.ts';
import { parseTransferRequest, type TransferRequest } from '../adapters/chain/solana-pay-url.ts';
import { ORDER_STATUSES } from '@pinacoteca/contracts/enums';
import { AWAITING_PAYMENT, CLOSED_UNPAID, isPaid } from '../modules/orders/status.ts';

/** Paid already: another payment of such an order's charge is a double payment, recorded for operators. */
const PAID = ORDER_STATUSES.filter(isPaid);

/** A Solana Pay charge still waiting for its payment, as the order service stored it. */
export interface OpenSolanaPayCharge {
  code: string;
  /** The transfer request the payer was shown: recipient, amount, mint and reference come from it. */
  url: string;
  reference: string;
}

/** A transfer the watcher verified on chain: handed to the order service once per signature. */
export interface SolanaPayPayment {
  chargeCode: string;
  reference: string;
  /** The transaction's signature: the payment's event key. */
  signature: string;
  /**
   * What reached the recipient, in USDC ("12.34"). Less than the charge's amount is handed over
   * too: the order service records it as `underpaid` for an operator to return, and the order
   * still waits.
   */
  amount: string;
  /**
   * The wallet the money came from (the owner of the token account it left), so an operator can
   * send back a second, short or excess payment; null when the transaction does not show one.
   */
  payer: Address | null;
  slot: bigint;
  blockTime: Date | null;
}

/**
 * `ok`: the charge's mint reached its recipient, under its reference, from `payer`; `short` says
 * by how much it fell below the amount, if it did. Not ok: nothing of the charge arrived, and why.
 */
export type TransferVerdict =
  { ok: true; paid: bigint; payer: Address | null; short?: string } | { ok: false; paid: bigint; reason: string };

/**
 * Whether `tx` pays `request` (the Solana Pay spec's validation): it succeeded, names the
 * reference, and token accounts of the requested mint owned by the recipient grew by at least
 * the amount. Balances come from the chain's own before/after record of the transaction, so a
 * transfer of another token, to another wallet or of less is never taken for a payment.
 */
export function judgeTransfer(tx: ChainTransaction, request: TransferRequest, decimals: number): TransferVerdict {
  if (tx.err !== null) return { ok: false, paid: 0n, reason: `failed on chain: ${tx.err}` };
  const reference = request.references[0];
  if (!reference || !tx.accountKeys.includes(reference)) {
    return { ok: false, paid: 0n, reason: 'does not name the reference' };
  }
  if (request.splToken === null || request.amount === null) {
    return { ok: false, paid: 0n, reason: 'the charge asks for no token amount' };
  }
  const mint = request.splToken;
  const required = parseUnits(request.amount, decimals);
  let paid = 0n;
  let otherTokens = false;
  // The payer: whoever's account of the mint gave the most (a wallet app pays from one account).
  let payer: Address | null = null;
  let given = 0n;
  for (const change of tx.tokenBalances) {
    if (change.owner !== request.recipient) {
      if (change.mint === mint && change.pre - change.post > given) {
        given = change.pre - change.post;
        payer = change.owner;
      }
      continue;
    }
    if (change.mint === mint) paid += change.post - change.pre;
    else if (change.post > change.pre) otherTokens = true;
  }
  if (paid <= 0n) {
    return {
      ok: false,
      paid: 0n,
      reason: otherTokens
        ? 'the recipient received another token, not the charge mint'
        : 'nothing reached the recipient',
    };
  }
  if (paid < required) {
    return {
      ok: true,
      paid,
      payer,
      short: `paid ${formatUnits(paid, decimals)}, less than ${formatUnits(required, decimals)}`,
    };
  }
  return { ok: true, paid, payer };
}

export interface SolanaPayWatcherDeps {
  sql: Sql;
  chain: ChainClient;
  /** Charges to look for, newest or oldest first; the order service decides which are still payable. */
  openCharges: () => Promise<OpenSolanaPayCharge[]>;
  /** Applies a payment (the order service's `markPaid`); must be idempotent per signature, it may be retried. */
  onPaid: (payment: SolanaPayPayment) => Promise<void>;
  log: { warn(data: object, message: string): void; error(data: object, message: string): void };
}

/** Payments recorded but not applied this long ago are retried (their process may have died mid-way). */
const RETRY_AFTER_MS = 30_000;
/** Transactions per reference looked at per run: a charge is paid by one, the rest are mistakes or spam. */
const SIGNATURES_PER_CHARGE = 50;

/**
 * Finds Solana Pay payments on chain and hands each verified one to the order service exactly
 * once per transaction signature (`solana_pay_transfers`). Runs in any number of processes:
 * the row insert decides which process applies a payment. The job queue runs `runOnce`
 * (jobs/worker.ts); tests call it.
 */
export class SolanaPayWatcher {
  private running: Promise<number> | null = null;

  constructor(private readonly deps: SolanaPayWatcherDeps) {}

  /** One pass over open charges; answers how many payments were applied. Overlapping calls share one pass. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Waits for a pass in progress, so shutdown closes the chain and database under no one. */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<number> {
    let applied = await this.retryUnapplied();
    const charges = await this.deps.openCharges();
    if (charges.length === 0) return applied;
    const { decimals } = await this.deps.chain.paymentTarget();
    for (const charge of charges) {
      try {
        applied += await this.checkCharge(charge, decimals);
      } catch (error) {
        // One bad charge or a flaky node must not starve the others.
        this.deps.log.error({ err: error, charge: charge.code }, 'solana pay: checking a charge failed');
      }
    }
    return applied;
  }

  /** Answers how many of the charge's transfers were handed to the order service this time. */
  private async checkCharge(charge: OpenSolanaPayCharge, decimals: number): Promise<number> {
    const { sql, chain } = this.deps;
    const request = parseTransferRequest(charge.url);
    const reference = charge.reference as Address;
    if (!request.references.includes(reference)) throw new Error('the charge URL does not carry its reference');
    const signatures = await chain.signaturesFor(reference, SIGNATURES_PER_CHARGE);
    if (signatures.length === 0) return 0;
    const judged = new Set(
      (
        await sql<{ signature: string }[]>`
          select signature from solana_pay_transfers where charge_code = ${charge.code}`
      ).map((r) => r.signature),
    );
    // Oldest first: the first valid transfer pays the charge.
    let applied = 0;
    for (const signature of [...signatures].reverse()) {
      if (judged.has(signature)) continue;
      const tx = await chain.getTransaction(signature);
      if (!tx) continue; // not confirmed yet
      const verdict = judgeTransfer(tx, { ...request, references: [reference] }, decimals);
      const blockTime = tx.blockTime === null ? null : new Date(tx.blockTime * 1000);
      if (!verdict.ok) {
        await sql`
          insert into solana_pay_transfers
            (signature, charge_code, reference, status, amount_base_units, reason, slot, block_time)
          values (${signature}, ${charge.code}, ${reference}, 'rejected', ${verdict.paid.toString()},
            ${verdict.reason}, ${tx.slot.toString()}, ${blockTime})
          on conflict do nothing`;
        this.deps.log.warn(
          { charge: charge.code, signature, reason: verdict.reason },
          'solana pay: transfer not taken',
        );
        continue;
      }
      // The insert is the once-only gate: a second process, or a transaction naming two charges, stops here.
      const inserted = await sql`
        insert into solana_pay_transfers
          (signature, charge_code, reference, status, amount_base_units, payer, slot, block_time)
        values (${signature}, ${charge.code}, ${reference}, 'credited', ${verdict.paid.toString()},
          ${verdict.payer}, ${tx.slot.toString()}, ${blockTime})
        on conflict do nothing
        returning signature`;
      if (inserted.length === 0) continue;
      if (verdict.short) {
        this.deps.log.warn(
          { charge: charge.code, signature, short: verdict.short },
          'solana pay: transfer short of the charge',
        );
      }
      // Every transfer of the charge's money goes to the order service, not only the first that
      // pays it: a second payment, or one of less than the amount, is the payer's money too, and
      // the order service records it for operators (outcome `already_paid` or `underpaid`)
      // instead of it vanishing.
      await this.apply({
        chargeCode: charge.code,
        reference,
        signature,
        amount: formatUnits(verdict.paid, decimals),
        payer: verdict.payer,
        slot: tx.slot,
        blockTime,
      });
      applied += 1;
    }
    return applied;
  }

  private async apply(payment: SolanaPayPayment): Promise<void> {
    await this.deps.onPaid(payment);
    await this.deps.sql`
      update solana_pay_transfers set applied_at = now()
      where signature = ${payment.signature} and charge_code = ${payment.chargeCode}`;
  }

  /** Payments verified earlier whose application did not complete (an error, a crash): applied again. */
  private async retryUnapplied(): Promise<number> {
    const { sql } = this.deps;
    const rows = await sql<
      {
        signature: string;
        charge_code: string;
        reference: string;
        amount: string;
        payer: Address | null;
        slot: string | null;
        block_time: Date | null;
      }[]
    >`
      select signature, charge_code, reference, amount_base_units::text as amount, payer, slot::text as slot,
        block_time
      from solana_pay_transfers
      where status = 'credited' and applied_at is null
        and detected_at < now() - ${RETRY_AFTER_MS} * interval '1 millisecond'
      order by detected_at
      limit 100`;
    if (rows.length === 0) return 0;
    const { decimals } = await this.deps.chain.paymentTarget();
    let applied = 0;
    for (const row of rows) {
      try {
        await this.apply({
          chargeCode: row.charge_code,
          reference: row.reference,
          signature: row.signature,
          amount: formatUnits(BigInt(row.amount), decimals),
          payer: row.payer,
          slot: BigInt(row.slot ?? '0'),
          blockTime: row.block_time,
        });
        applied += 1;
      } catch (error) {
        this.deps.log.error({ err: error, signature: row.signature }, 'solana pay: applying a payment failed again');
      }
    }
    return applied;
  }
}

/** How long after its expiry or cancellation a charge is still watched: a late payment is still the buyer's money. */
export const LATE_PAYMENT_WINDOW_HOURS = 24;

/**
 * Solana Pay charges a payment may still arrive for (the statuses the order status table lets
 * move to success, orders/status.ts): orders awaiting payment, and ones that expired or were
 * cancelled within the last day (the order service takes a late payment if the tokens are still
 * there, else marks the order for a refund); and, for the same day after it was paid, a paid one:
 * a payer who pays the same QR code twice has sent money the order service must record
 * (`already_paid`) for an operator to return.
 */
export function openSolanaPayCharges(sql: Sql, provider: string): Promise<OpenSolanaPayCharge[]> {
  return sql<OpenSolanaPayCharge[]>`
    select c.code, c.url, c.reference
    from charges c join orders o on o.id = c.order_id
    where c.provider = ${provider} and c.reference is not null
      and (o.status = any(${[...AWAITING_PAYMENT]}::text[])
        or (o.status = any(${[...CLOSED_UNPAID]}::text[])
          and c.expires_at > now() - ${LATE_PAYMENT_WINDOW_HOURS} * interval '1 hour')
        or (o.status = any(${[...PAID]}::text[])
          and o.paid_at > now() - ${LATE_PAYMENT_WINDOW_HOURS} * interval '1 hour'))
    order by c.created_at`;
}
