import type { Db } from '../../db/client.ts';

/** Today's orders (UTC day) for the console: placed, paid, and the USD value paid. */
export async function todayOrders(db: Db): Promise<{ placed: number; paid: number; paidCents: bigint }> {
  const [row] = await db<{ placed: number; paid: number; paid_cents: string }[]>`
    select
      (select count(*)::int from orders where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') as placed,
      count(*)::int as paid,
      coalesce(sum(amount_cents), 0)::text as paid_cents
    from orders where paid_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;
  return { placed: row!.placed, paid: row!.paid, paidCents: BigInt(row!.paid_cents) };
}
