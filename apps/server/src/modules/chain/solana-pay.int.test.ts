import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { AccountRole, generateKeyPairSigner, type Address } from '@solana/kit';
import { DevSolanaPayResponse } from '@pinacoteca/contracts/dev/solana-pay';
import { Order } from '@pinacoteca/contracts/orders/order';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, login } from '../../../test/accounts.ts';
import { expectLedgerSound, holding, tokenSet } from '../../../test/orders.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { parseTransferRequest } from '../../adapters/chain/solana-pay-url.ts';
import { SolanaPayProvider } from '../../adapters/payments/solana-pay.ts';
import { SolanaPayWatcher, type OpenSolanaPayCharge, type SolanaPayPayment } from '../../jobs/solana-pay-watcher.ts';

// Each file gets its own chain: DATA_DIR/chain of a fresh folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-solana-pay-'));
const t = await createTestApp({ DATA_DIR: dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const chain = t.chain as EmbeddedChain;
const provider = new SolanaPayProvider(chain);
const silent = { warn: () => undefined, error: () => undefined };

async function pay(url: string) {
  return t.app.inject({ method: 'POST', url: '/api/dev/solana-pay/pay', payload: { url } });
}

/** A watcher over the given charges that records what it credits (the app's own one goes to the order service). */
function watcherOver(charges: OpenSolanaPayCharge[]) {
  const paid: SolanaPayPayment[] = [];
  const watcher = new SolanaPayWatcher({
    sql: t.sql,
    chain,
    openCharges: () => Promise.resolve(charges),
    onPaid: (payment) => {
      paid.push(payment);
      return Promise.resolve();
    },
    log: silent,
  });
  return { watcher, paid };
}

async function charge(amountCents: bigint) {
  const details = await provider.createCharge({
    orderId: crypto.randomUUID(),
    amountCents,
    currency: 'USDC',
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { ...details, open: { code: details.code, url: details.url, reference: details.reference! } };
}

/** Sends `amount` base units of `mint` from the dev payer to `to`, naming `reference`: a payment made by hand. */
async function transferByHand(options: { mint: Address; to: Address; amount: bigint; reference: Address }) {
  const payer = await chain.devPayer();
  const [source] = await findAssociatedTokenPda({
    owner: payer.address,
    mint: options.mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  const [destination] = await findAssociatedTokenPda({
    owner: options.to,
    mint: options.mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  const transfer = getTransferCheckedInstruction({
    source,
    mint: options.mint,
    destination,
    authority: payer,
    amount: options.amount,
    decimals: 6,
  });
  return chain.sendInstructions([
    await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: options.to, mint: options.mint }),
    { ...transfer, accounts: [...transfer.accounts, { address: options.reference, role: AccountRole.READONLY }] },
  ]);
}

describe('Solana Pay charges', () => {
  it('asks for exactly the USD amount in USDC, to the platform wallet, with a fresh reference per charge', async () => {
    const target = await chain.paymentTarget();
    const a = await charge(123_45n);
    const b = await charge(123_45n);
    expect(a).toMatchObject({ provider: 'solana-pay', amount: '123.45', address: target.recipient });
    expect(a.url).toBe(
      `solana:${target.recipient}?amount=123.45&spl-token=${target.mint}&reference=${a.reference}` +
        `&label=Pinacoteca&message=Pinacoteca%20order%20${a.code}&memo=${a.code}`,
    );
    expect(a.code).toMatch(/^[0-9A-Z]{12}$/);
    expect(b.reference).not.toBe(a.reference);
    expect(b.code).not.toBe(a.code);
    expect(provider.supports('USDC')).toBe(true);
    expect(provider.supports('BTC')).toBe(false);
    await expect(
      provider.createCharge({
        orderId: crypto.randomUUID(),
        amountCents: 100n,
        currency: 'ETH',
        expiresAt: new Date(),
      }),
    ).rejects.toThrow(/USDC only/);
  });
});

describe('finding payments on the embedded chain', () => {
  it('credits a payment by the dev wallet once, however often the watcher runs', async () => {
    const { mint, recipient } = await chain.paymentTarget();
    const c = await charge(12_34n);
    const { watcher, paid } = watcherOver([c.open]);
    expect(await watcher.runOnce()).toBe(0);

    const before = await chain.tokenBalance(recipient, mint);
    const response = await pay(c.url);
    expect(response.statusCode).toBe(200);
    const { signature } = DevSolanaPayResponse.parse(response.json());
    expect(await chain.tokenBalance(recipient, mint)).toBe(before + 12_340_000n);
    expect(await chain.signaturesFor(c.reference as Address)).toEqual([signature]);

    // Two watchers at once, then again: one credit.
    const [first, second] = await Promise.all([watcher.runOnce(), watcherOver([c.open]).watcher.runOnce()]);
    expect(await watcher.runOnce()).toBe(0);
    expect(first + second).toBe(1);
    const credited = await t.sql<{ signature: string; status: string; applied: boolean }[]>`
      select signature, status, applied_at is not null as applied from solana_pay_transfers where charge_code = ${c.code}`;
    expect(credited).toEqual([{ signature, status: 'credited', applied: true }]);
    if (first === 1)
      expect(paid).toEqual([expect.objectContaining({ chargeCode: c.code, signature, amount: '12.34' })]);
  });

  it('writes the memo on chain with the transfer', async () => {
    const c = await charge(1_00n);
    const { signature } = DevSolanaPayResponse.parse((await pay(c.url)).json());
    const tx = await chain.getTransaction(signature);
    expect(tx?.accountKeys).toContain('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
    expect(tx?.accountKeys).toContain(c.reference);
  });

  it('hands less than the amount to the order service as well, once', async () => {
    const c = await charge(50_00n);
    const request = parseTransferRequest(c.url);
    const short = c.url.replace('amount=50.00', 'amount=49.99');
    expect((await pay(short)).statusCode).toBe(200);
    const { watcher, paid } = watcherOver([c.open]);
    expect(await watcher.runOnce()).toBe(1);
    expect(await watcher.runOnce()).toBe(0);
    expect(paid.map((p) => p.amount)).toEqual(['49.99']);
    const [row] = await t.sql<{ status: string; amount: string }[]>`
      select status, amount_base_units::text as amount from solana_pay_transfers where charge_code = ${c.code}`;
    expect(row).toEqual({ status: 'credited', amount: '49990000' });
    expect(request.amount).toBe('50.00');

    // The full amount afterwards is handed over as well.
    expect((await pay(c.url)).statusCode).toBe(200);
    expect(await watcher.runOnce()).toBe(1);
    expect(paid.map((p) => p.amount)).toEqual(['49.99', '50']);
  });

  it('does not credit another token sent to the platform wallet', async () => {
    const { recipient } = await chain.paymentTarget();
    const payer = await chain.devPayer();
    const fake = await generateKeyPairSigner();
    const space = BigInt(getMintSize());
    const [payerAta] = await findAssociatedTokenPda({
      owner: payer.address,
      mint: fake.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    await chain.sendInstructions([
      getCreateAccountInstruction({
        payer,
        newAccount: fake,
        lamports: 10_000_000n,
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: fake.address, decimals: 6, mintAuthority: payer.address }),
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: payer.address, mint: fake.address }),
      getMintToCheckedInstruction({
        mint: fake.address,
        token: payerAta,
        mintAuthority: payer,
        amount: 1_000_000_000n,
        decimals: 6,
      }),
    ]);
    const c = await charge(10_00n);
    await transferByHand({ mint: fake.address, to: recipient, amount: 10_000_000n, reference: c.reference as Address });
    // The same request with the fake mint swapped in, paid by the dev wallet.
    expect((await pay(c.url.replace(/spl-token=\w+/, `spl-token=${fake.address}`))).statusCode).toBe(200);
    const { watcher, paid } = watcherOver([c.open]);
    expect(await watcher.runOnce()).toBe(0);
    expect(paid).toEqual([]);
    const reasons = await t.sql<
      { reason: string }[]
    >`select reason from solana_pay_transfers where charge_code = ${c.code}`;
    expect(reasons.map((r) => r.reason)).toEqual([
      'the recipient received another token, not the charge mint',
      'the recipient received another token, not the charge mint',
    ]);
  });

  it('does not credit USDC sent to another wallet', async () => {
    const { mint } = await chain.paymentTarget();
    const c = await charge(3_00n);
    const stranger = (await generateKeyPairSigner()).address;
    await transferByHand({ mint, to: stranger, amount: 3_000_000n, reference: c.reference as Address });
    expect((await pay(c.url.replace(/^solana:\w+/, `solana:${stranger}`))).statusCode).toBe(200);
    const { watcher, paid } = watcherOver([c.open]);
    expect(await watcher.runOnce()).toBe(0);
    expect(paid).toEqual([]);
    expect(await chain.tokenBalance(stranger, mint)).toBe(6_000_000n);
  });

  it('does not credit a payment that names another reference', async () => {
    const c = await charge(2_00n);
    const other = await charge(2_00n);
    expect((await pay(other.url)).statusCode).toBe(200);
    const { watcher, paid } = watcherOver([c.open]);
    expect(await watcher.runOnce()).toBe(0);
    expect(paid).toEqual([]);
  });

  it('retries a payment the order service could not take, and then applies it once', async () => {
    const c = await charge(7_00n);
    await pay(c.url);
    let calls = 0;
    const failing = new SolanaPayWatcher({
      sql: t.sql,
      chain,
      openCharges: () => Promise.resolve([c.open]),
      onPaid: () => {
        calls += 1;
        return Promise.reject(new Error('database went away'));
      },
      log: silent,
    });
    expect(await failing.runOnce()).toBe(0);
    expect(calls).toBe(1);
    // Recorded but not applied; a later run (after the retry delay) applies it.
    await t.sql`update solana_pay_transfers set detected_at = now() - interval '1 minute' where charge_code = ${c.code}`;
    const { watcher, paid } = watcherOver([]);
    expect(await watcher.runOnce()).toBe(1);
    expect(await watcher.runOnce()).toBe(0);
    expect(paid).toEqual([expect.objectContaining({ chargeCode: c.code, amount: '7' })]);
  });
});

describe('the dev wallet route', () => {
  it('refuses what is not a transfer request it can pay, with a clear message', async () => {
    const { recipient } = await chain.paymentTarget();
    const cases = [
      `solana:not-an-address?amount=1`,
      `solana:${recipient}`,
      `solana:${recipient}?amount=1.0000001&spl-token=${(await chain.paymentTarget()).mint}`,
    ];
    for (const url of cases) {
      const response = await pay(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'This is not a Solana Pay transfer request the test wallet can pay',
      );
    }
    const unknown = await pay(`solana:${recipient}?amount=1&spl-token=${(await generateKeyPairSigner()).address}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'The embedded chain has no such token' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/dev/solana-pay/pay', payload: { url: 'https://x' } }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a payment the chain refuses (more SOL than the wallet has)', async () => {
    const { recipient } = await chain.paymentTarget();
    const response = await pay(`solana:${recipient}?amount=1000000`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The embedded chain refused the payment' });
  });

  it('tops the dev wallet up with test USDC when a payment needs more than it holds', async () => {
    const { mint } = await chain.paymentTarget();
    const payer = await chain.devPayer();
    const held = await chain.tokenBalance(payer.address, mint);
    const c = await charge(held / 10_000n + 100n);
    expect((await pay(c.url)).statusCode).toBe(200);
    expect(await chain.tokenBalance(payer.address, mint)).toBeGreaterThan(0n);
  });
});

/** A USDC order of `quantity` of the first attributed painting's token, placed by `token`'s person. */
async function usdcOrder(token: string, quantity: number, locale = 'en') {
  const { attributed } = await tokenSet((url) => t.app.inject({ url }));
  const art = attributed[0]!;
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/order?_locale=${locale}`,
    headers: bearer(token),
    payload: { currency: 'USDC', items: [{ token_id: art.id, quantity }] },
  });
  expect(created.statusCode).toBe(201);
  return { art, order: Order.parse(created.json()) };
}

describe('an order paid with Solana Pay, end to end', () => {
  let token: string;
  let userId: string;
  beforeAll(async () => {
    const user = await createUser(t);
    userId = user.id;
    token = await login(t, user.email);
  });

  it('completes the order when the dev wallet pays its QR code, and keeps the ledger sound', async () => {
    const { art, order } = await usdcOrder(token, 2);
    expect(order.charge?.url).toMatch(/^solana:/);
    expect(order.charge?.amount).toBe(order.amount);

    const paid = await pay(order.charge!.url);
    expect(paid.statusCode).toBe(200);
    expect(await t.solanaPay.runOnce()).toBe(1);
    expect(await t.solanaPay.runOnce()).toBe(0);

    const after = Order.parse((await t.app.inject({ url: `/api/order/${order.id}`, headers: bearer(token) })).json());
    expect(after.status).toBe('success');
    expect(await holding(t.sql, art.id, userId)).toBe(2n);
    const events = await t.sql<{ event_key: string; outcome: string }[]>`
      select event_key, outcome from payment_events where order_id = ${order.id}`;
    expect(events).toEqual([{ event_key: DevSolanaPayResponse.parse(paid.json()).signature, outcome: 'paid' }]);
    await expectLedgerSound(t.sql);
  });

  it('words what the wallet app shows of the request in the language of the page that placed it', async () => {
    const ru = new URL((await usdcOrder(token, 1, 'ru')).order.charge!.url);
    expect(ru.searchParams.get('message')).toMatch(/^Заказ Pinacoteca [0-9A-Z]{12}$/);
    expect(ru.searchParams.get('label')).toBe('Pinacoteca');
    const en = new URL((await usdcOrder(token, 1)).order.charge!.url);
    expect(en.searchParams.get('message')).toMatch(/^Pinacoteca order [0-9A-Z]{12}$/);
  });

  it('records paying the same QR code again, at once or after the order is paid, for operators to return', async () => {
    const { art, order } = await usdcOrder(token, 1);
    const held = await holding(t.sql, art.id, userId);
    // Twice before the watcher looks, once more after the order is paid.
    const signatures = [];
    for (const _ of [1, 2])
      signatures.push(DevSolanaPayResponse.parse((await pay(order.charge!.url)).json()).signature);
    expect(await t.solanaPay.runOnce()).toBe(2);
    signatures.push(DevSolanaPayResponse.parse((await pay(order.charge!.url)).json()).signature);
    expect(await t.solanaPay.runOnce()).toBe(1);
    expect(await t.solanaPay.runOnce()).toBe(0);

    // One order paid once, its tokens delivered once; every payment on record with what became of it.
    const after = Order.parse((await t.app.inject({ url: `/api/order/${order.id}`, headers: bearer(token) })).json());
    expect(after.status).toBe('success');
    expect(await holding(t.sql, art.id, userId)).toBe(held + 1n);
    const events = await t.sql<{ event_key: string; outcome: string }[]>`
      select event_key, outcome from payment_events where order_id = ${order.id} order by received_at, event_key`;
    expect(new Map(events.map((e) => [e.event_key, e.outcome]))).toEqual(
      new Map([
        [signatures[0], 'paid'],
        [signatures[1], 'already_paid'],
        [signatures[2], 'already_paid'],
      ]),
    );
    // Operators find them on the order, with what arrived, to return the two extra payments.
    const operator = await createStaff(t, 'operator');
    const view = await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: bearer(operator.token) });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().payments).toEqual(
      signatures.map((signature, i) =>
        expect.objectContaining({
          provider: 'solana-pay',
          event_key: signature,
          outcome: i === 0 ? 'paid' : 'already_paid',
        }),
      ),
    );
    expect(view.json<{ payments: { amount: string }[] }>().payments.map((p) => Number(p.amount))).toEqual(
      signatures.map(() => Number(order.charge!.amount)),
    );
    // The payer's own page of the order says so too, and then what was returned.
    expect(Number(after.charge!.extra_paid)).toBe(2 * Number(order.charge!.amount));
    expect(after.charge!.extra_returned).toBeUndefined();
    const returned = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment-returns/returned',
      headers: bearer(operator.token),
      payload: { provider: 'solana-pay', event_key: signatures[1], note: 'returned by transfer' },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const later = Order.parse((await t.app.inject({ url: `/api/order/${order.id}`, headers: bearer(token) })).json());
    expect(Number(later.charge!.extra_returned)).toBe(Number(order.charge!.amount));
    await expectLedgerSound(t.sql);
  });
});

describe('an order paid in parts', () => {
  it('records each part that falls short for operators to return, and the order still waits for its amount', async () => {
    const buyer = await createUser(t);
    const token = await login(t, buyer.email);
    const { art, order } = await usdcOrder(token, 2);
    const amount = order.charge!.amount;
    // An outside tester paid a 108 USDC order as 10 and then 98: both arrived, neither was recorded.
    const parts = ['1.00', (Number(amount) - 1).toFixed(2)];
    const signatures = [];
    for (const part of parts) {
      const url = order.charge!.url.replace(`amount=${amount}`, `amount=${part}`);
      signatures.push(DevSolanaPayResponse.parse((await pay(url)).json()).signature);
    }
    expect(await t.solanaPay.runOnce()).toBe(2);
    expect(await t.solanaPay.runOnce()).toBe(0);

    const after = Order.parse((await t.app.inject({ url: `/api/order/${order.id}`, headers: bearer(token) })).json());
    expect(after.status).toBe('created');
    // The buyer's own page of the order says what came short.
    expect(Number(after.charge!.short_paid)).toBe(Number(amount));
    expect(await holding(t.sql, art.id, buyer.id)).toBe(0n);
    const operator = await createStaff(t, 'operator');
    const view = await t.app.inject({ url: `/api/admin/orders/${order.id}`, headers: bearer(operator.token) });
    expect(view.statusCode, view.body).toBe(200);
    expect(
      view.json<{ payments: { event_key: string; outcome: string; amount: string }[] }>().payments.map((p) => ({
        event_key: p.event_key,
        outcome: p.outcome,
        amount: Number(p.amount),
      })),
    ).toEqual(signatures.map((event_key, i) => ({ event_key, outcome: 'underpaid', amount: Number(parts[i]) })));

    // The whole amount in one payment still pays the order.
    await pay(order.charge!.url);
    expect(await t.solanaPay.runOnce()).toBe(1);
    const paid = Order.parse((await t.app.inject({ url: `/api/order/${order.id}`, headers: bearer(token) })).json());
    expect(paid.status).toBe('success');
    expect(await holding(t.sql, art.id, buyer.id)).toBe(2n);
    await expectLedgerSound(t.sql);
  });
});

describe('with a Solana cluster (SOLANA_RPC_URL)', async () => {
  const rpc = await createTestApp({
    SOLANA_RPC_URL: 'http://127.0.0.1:9',
    SOLANA_RECIPIENT: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN',
  });

  it('has no test wallet, and says so', async () => {
    expect(rpc.chain.mode).toBe('rpc');
    const response = await rpc.app.inject({
      method: 'POST',
      url: '/api/dev/solana-pay/pay',
      payload: { url: 'solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'There is no test wallet: the platform is connected to a Solana cluster (SOLANA_RPC_URL)',
    });
  });

  it('refuses a USDC order with a 503 while the cluster cannot be reached, and places none', async () => {
    const buyer = await createUser(rpc);
    const token = await login(rpc, buyer.email);
    const { attributed } = await tokenSet((url) => rpc.app.inject({ url }));
    const placed = await rpc.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(token),
      payload: { currency: 'USDC', items: [{ token_id: attributed[0]!.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(503);
    expect(placed.json()).toEqual({
      message: 'The blockchain cannot be reached right now: try again in a few minutes',
    });
    expect(await rpc.sql`select 1 from orders where user_id = ${buyer.id}`).toHaveLength(0);
  });
});
