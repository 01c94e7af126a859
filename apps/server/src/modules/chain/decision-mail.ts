import { USDC_DECIMALS } from '@pinacoteca/contracts/tokens/sell';
import { formatCents } from '@pinacoteca/contracts/money';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import { findUserById } from '../auth/user-queries.ts';
import { tokenLabels } from '../catalog/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  operatorDecisionMail,
  refundMail,
  valueReceivedMail,
  valueSentMail,
  type RenderedMail,
} from '../mail/templates.ts';

/** Token amounts of an operation, as its letter writes them: "1.5" and the symbol. */
type Amounts = { amount: string; symbol: string }[];

/**
 * Queues, in `tx`, a letter about one of a person's operations: in their language, greeting them by
 * name, with its tokens' amounts written by each token's decimals and symbol and a link to the
 * operation. Nothing for a person gone, or when `render` finds nothing to say (a token gone).
 */
async function mailOwner(
  tx: Db,
  publicUrl: string,
  operation: { id: string; userId: string; tokens: { token_id: string; amount: bigint }[] },
  render: (about: { username: string; amounts: Amounts; link: string }, language: Language) => RenderedMail | null,
): Promise<void> {
  const user = await findUserById(tx, operation.userId);
  if (!user) return;
  const labels = await tokenLabels(
    tx,
    operation.tokens.map((t) => t.token_id),
  );
  const amounts = operation.tokens.flatMap((token) => {
    const label = labels.get(token.token_id);
    return label ? [{ amount: formatUnits(token.amount, label.decimals), symbol: label.symbol }] : [];
  });
  const link = new URL(`/operations/${operation.id}`, publicUrl).toString();
  const mail = render({ username: user.username, amounts, link }, user.language);
  if (mail) await enqueueMail(tx, { ...mail, to: user.email, language: user.language, userId: user.id });
}

/**
 * `mailOwner` for a withdrawal or a sale: one row, one token's amount, the letter drawn with it
 * (nothing when its token is gone).
 */
function mailRowOwner(
  tx: Db,
  publicUrl: string,
  id: string,
  row: { user_id: string; token_id: string; amount: string },
  render: (
    about: { username: string; amount: string; symbol: string; link: string },
    language: Language,
  ) => RenderedMail,
): Promise<void> {
  const tokens = [{ token_id: row.token_id, amount: BigInt(row.amount) }];
  return mailOwner(tx, publicUrl, { id, userId: row.user_id, tokens }, ({ username, amounts, link }, language) => {
    const [taken] = amounts;
    return taken ? render({ username, ...taken, link }, language) : null;
  });
}

/**
 * Tells the person, in `tx`, what an operator decided on their withdrawal or sale that waited for
 * approval, with the reason of a refusal and a link to the operation. Only an operator's decision:
 * a refusal by the person's own removal of the address has its own e-mail.
 */
export function mailOperatorDecision(
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
  const { id, row, kind, outcome, reason } = decision;
  return mailRowOwner(tx, publicUrl, id, row, (about, language) =>
    operatorDecisionMail({ ...about, kind, outcome, reason }, language),
  );
}

/**
 * Tells the person, in `tx` (the one recording that the chain confirmed it), that a withdrawal
 * reached its wallet or a sale's USDC its payout address, with a link to the operation.
 */
export function mailValueSent(
  tx: Db,
  publicUrl: string,
  sent: {
    kind: 'withdrawal' | 'sale';
    id: string;
    row: { user_id: string; token_id: string; amount: string; address: string; usdc_units?: string };
  },
): Promise<void> {
  const { id, row } = sent;
  const usdc = row.usdc_units === undefined ? {} : { usdc: formatUnits(BigInt(row.usdc_units), USDC_DECIMALS) };
  return mailRowOwner(tx, publicUrl, id, row, (about, language) =>
    valueSentMail({ ...about, kind: sent.kind, ...usdc, address: row.address }, language),
  );
}

/**
 * Tells the person, in `tx` (the one that gave them the tokens), that a purchase was paid or a
 * deposit credited, with what came in and a link to the operation.
 */
export function mailValueReceived(
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
  const { id, userId, items, totalCents } = received;
  return mailOwner(tx, publicUrl, { id, userId, tokens: items }, ({ username, amounts, link }, language) => {
    const total = totalCents === undefined ? {} : { totalUsd: formatCents(totalCents) };
    return valueReceivedMail({ username, kind: received.kind, items: amounts, ...total, link }, language);
  });
}

/**
 * Tells the buyer, in `tx` (the one that moved the order), that an operator took a refund of their
 * purchase (its tokens left their balance) or completed it (the money is back), with the purchase's
 * tokens and total and a link to the operation.
 */
export function mailRefund(
  tx: Db,
  publicUrl: string,
  refund: {
    stage: 'taken' | 'completed';
    id: string;
    userId: string;
    items: { token_id: string; amount: bigint }[];
    totalCents: bigint;
    reference?: string | null;
  },
): Promise<void> {
  const { id, userId, items } = refund;
  return mailOwner(tx, publicUrl, { id, userId, tokens: items }, ({ username, amounts, link }, language) =>
    refundMail(
      {
        username,
        stage: refund.stage,
        items: amounts,
        totalUsd: formatCents(refund.totalCents),
        reference: refund.reference ?? null,
        link,
      },
      language,
    ),
  );
}
