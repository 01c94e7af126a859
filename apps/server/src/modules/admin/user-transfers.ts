import { STAFF_TRANSFERS_SHOWN, type StaffTransfer } from '@pinacoteca/contracts/admin/console';
import { formatCents } from '@pinacoteca/contracts/money';
import type { Order } from '@pinacoteca/contracts/orders/order';
import type { Db } from '../../db/client.ts';
import { tokenLabels } from '../catalog/tokens.ts';
import { movedOutToday } from '../chain/withdrawal-queries.ts';
import type { OrderService } from '../orders/service.ts';

/**
 * A person's withdrawals, sales, deposits and swaps for the console's person page, and what they
 * took out in the last 24 hours. An operator deciding on a withdrawal or a sale saw only purchases
 * there (an outside tester's finding); this reads the person's own operations list, so the console
 * shows exactly what the person sees, with the statuses and transaction links it gives them.
 */
export async function transfersOf(
  db: Db,
  orders: OrderService,
  userId: string,
): Promise<{ transfers: StaffTransfer[]; transfers_total: number; outgoing_today: { value: string; count: number } }> {
  const [operations, today] = await Promise.all([orders.list(userId), movedOutToday(db, userId)]);
  // The list is newest first already; its purchases and referral bonuses are the page's "Orders".
  // It holds the person's newest operations up to its own limit, so the total counts what the
  // person's own page can show: an older transfer is on neither.
  const all = operations.filter((o) => TRANSFER_TYPES.has(o.type));
  const shown = all.slice(0, STAFF_TRANSFERS_SHOWN);
  // A swap names its tokens by id only; its two sides are labelled in one read.
  const labels = await tokenLabels(
    db,
    shown.flatMap((o) => (o.swap ? [o.swap.token_id, o.swap.to_token_id] : [])),
  );
  return {
    transfers: shown.flatMap((o) => transferOf(o, labels)),
    transfers_total: all.length,
    outgoing_today: { value: formatCents(today.cents), count: today.count },
  };
}

const TRANSFER_TYPES = new Set<Order['type']>(['withdraw', 'selling', 'deposit', 'swap']);

function transferOf(o: Order, labels: Map<string, { symbol: string }>): StaffTransfer[] {
  const common = { id: o.id, created_at: o.created_at, payout: null, received: null };
  if (o.withdrawal) {
    const w = o.withdrawal;
    return [
      {
        ...common,
        kind: 'withdrawal',
        status: w.status,
        symbol: w.symbol,
        amount: w.amount,
        value: w.value,
        signature: w.signature,
        explorer_url: w.explorer_url,
      },
    ];
  }
  if (o.sale) {
    const s = o.sale;
    return [
      {
        ...common,
        kind: 'sale',
        status: s.status,
        symbol: s.symbol,
        amount: s.amount,
        value: o.amount,
        payout: s.payout,
        signature: s.signature,
        explorer_url: s.explorer_url,
      },
    ];
  }
  if (o.deposit) {
    const d = o.deposit;
    return [
      {
        ...common,
        kind: 'deposit',
        status: d.status,
        symbol: d.symbol,
        amount: d.amount,
        value: o.amount,
        signature: d.signature,
        explorer_url: d.explorer_url,
      },
    ];
  }
  if (o.swap) {
    const s = o.swap;
    return [
      {
        ...common,
        kind: 'swap',
        // A swap is one ledger transaction: listed, it is done.
        status: 'success',
        symbol: labels.get(s.token_id)?.symbol ?? '',
        amount: s.given,
        // What was given, as the person's own operations list values it (an outside tester saw
        // $340 there and $300, what it brought in, here): what whole tokens left over is the gap.
        value: s.given_value,
        received: { symbol: labels.get(s.to_token_id)?.symbol ?? '', amount: s.received },
        signature: null,
        explorer_url: null,
      },
    ];
  }
  return [];
}
