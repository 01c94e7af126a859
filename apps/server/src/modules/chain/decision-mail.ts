import { USDC_DECIMALS } from '@pinacoteca/contracts/tokens/sell';
import { formatCents } from '@pinacoteca/contracts/money';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Db } from '../../db/client.ts';
import { findUserById } from '../auth/user-queries.ts';
import { tokenLabels } from '../catalog/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { operatorDecisionMail, valueReceivedMail, valueSentMail } from '../mail/templates.ts';

/**
 * Tells the person, in `tx`, what an operator decided on their withdrawal or sale that waited for
 * approval, with the reason of a refusal and a link to the operation. Only an operator's decision:
 * a refusal by the person's own removal of the address has its own e-mail.
 */
export async function mailOperatorDecision(
  tx: Db,
  publicUrl: string,
  decision: {
    kind: 'withdrawal' | 'sale';
    id: string;
    outcome: 'approved' | 'rejected';
    reason: string | null;
    row: { user_id: string; token_id: string; amount: string };
  },
): Promise<void> {
  const user = await findUserById(tx, decision.row.user_id);
  const label = (await tokenLabels(tx, [decision.row.token_id])).get(decision.row.token_id);
  if (!user || !label) return;
  const mail = operatorDecisionMail(
    {
      username: user.username,
      kind: decision.kind,
      outcome: decision.outcome,
      amount: formatUnits(BigInt(decision.row.amount), label.decimals),
      symbol: label.symbol,
      reason: decision.reason,
      link: new URL(`/operations/${decision.id}`, publicUrl).toString(),
    },
    user.language,
  );
  await enqueueMail(tx, { ...mail, to: user.email, language: user.language, userId: user.id });
}

/**
 * Tells the person, in `tx` (the one recording that the chain confirmed it), that a withdrawal
 * reached its wallet or a sale's USDC its payout address, with a link to the operation.
 */
export async function mailValueSent(
  tx: Db,
  publicUrl: string,
  sent: {
    kind: 'withdrawal' | 'sale';
    id: string;
    row: { user_id: string; token_id: string; amount: string; address: string; usdc_units?: string };
  },
): Promise<void> {
  const { row } = sent;
  const user = await findUserById(tx, row.user_id);
  const label = (await tokenLabels(tx, [row.token_id])).get(row.token_id);
  if (!user || !label) return;
  const mail = valueSentMail(
    {
      username: user.username,
      kind: sent.kind,
      amount: formatUnits(BigInt(row.amount), label.decimals),
      symbol: label.symbol,
      ...(row.usdc_units !== undefined ? { usdc: formatUnits(BigInt(row.usdc_units), USDC_DECIMALS) } : {}),
      address: row.address,
      link: new URL(`/operations/${sent.id}`, publicUrl).toString(),
    },
    user.language,
  );
  await enqueueMail(tx, { ...mail, to: user.email, language: user.language, userId: user.id });
}

/**
 * Tells the person, in `tx` (the one that gave them the tokens), that a purchase was paid or a
 * deposit credited, with what came in and a link to the operation.
 */
export async function mailValueReceived(
  tx: Db,
  publicUrl: string,
  received: {
    kind: 'purchase' | 'deposit';
    id: string;
    userId: string;
    items: { token_id: string; amount: bigint }[];
    totalCents?: bigint;
  },
): Promise<void> {
  const user = await findUserById(tx, received.userId);
  if (!user) return;
  const labels = await tokenLabels(
    tx,
    received.items.map((i) => i.token_id),
  );
  const items = received.items.flatMap((item) => {
    const label = labels.get(item.token_id);
    return label ? [{ amount: formatUnits(item.amount, label.decimals), symbol: label.symbol }] : [];
  });
  const mail = valueReceivedMail(
    {
      username: user.username,
      kind: received.kind,
      items,
      ...(received.totalCents !== undefined ? { totalUsd: formatCents(received.totalCents) } : {}),
      link: new URL(`/operations/${received.id}`, publicUrl).toString(),
    },
    user.language,
  );
  await enqueueMail(tx, { ...mail, to: user.email, language: user.language, userId: user.id });
}
