import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { AccountRole, address, type Address, type Instruction } from '@solana/kit';
import { parseUnits } from '@pinacoteca/contracts/units';
import { ChainTransactionError } from '../../adapters/chain/custody.ts';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import { DEV_PAYER_USDC, EmbeddedChain, TEST_USDC_DECIMALS } from '../../adapters/chain/embedded.ts';
import { parseTransferRequest, TransferRequestError } from '../../adapters/chain/solana-pay-url.ts';
import { HttpError } from '../../lib/errors.ts';

const MEMO_PROGRAM_ADDRESS = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const SOL_DECIMALS = 9;

/** Solana Pay: each reference is an extra read-only, non-signer key of the transfer instruction. */
function withReferences<T extends Instruction>(instruction: T, references: readonly Address[]): T {
  return {
    ...instruction,
    accounts: [...(instruction.accounts ?? []), ...references.map((a) => ({ address: a, role: AccountRole.READONLY }))],
  };
}

function amountIn(amount: string, decimals: number): bigint {
  try {
    const units = parseUnits(amount, decimals);
    if (units <= 0n) throw new RangeError('nothing to pay');
    return units;
  } catch {
    throw new HttpError(400, 'solana_pay_url_invalid');
  }
}

/**
 * Pays a Solana Pay transfer request from the embedded chain's dev payer wallet, the way a
 * person's wallet app does after scanning the QR code: a real SPL `transferChecked` (or a SOL
 * transfer when the request names no token) to the recipient's associated token account, the
 * memo as an SPL Memo instruction right before it, every reference as a read-only key.
 * When the dev payer runs short of the platform's test USDC it mints itself more first.
 */
export async function payTransferRequest(chain: EmbeddedChain, url: string): Promise<string> {
  let request;
  try {
    request = parseTransferRequest(url);
  } catch (error) {
    if (error instanceof TransferRequestError) throw new HttpError(400, 'solana_pay_url_invalid');
    throw error;
  }
  // A wallet app would ask the person for the amount; this wallet has nobody to ask.
  if (request.amount === null) throw new HttpError(400, 'solana_pay_url_invalid');
  const payer = await chain.devPayer();
  const instructions: Instruction[] = [];
  const memo =
    request.memo === null
      ? []
      : [{ programAddress: MEMO_PROGRAM_ADDRESS, data: new TextEncoder().encode(request.memo) }];

  if (request.splToken === null) {
    const lamports = amountIn(request.amount, SOL_DECIMALS);
    instructions.push(
      ...memo,
      withReferences(
        getTransferSolInstruction({ source: payer, destination: request.recipient, amount: lamports }),
        request.references,
      ),
    );
  } else {
    const mint = request.splToken;
    const decimals = await chain.mintDecimals(mint);
    if (decimals === null) throw new HttpError(400, 'solana_pay_unknown_token');
    const units = amountIn(request.amount, decimals);
    const balance = await chain.tokenBalance(payer.address, mint);
    if (balance < units && mint === (await chain.paymentTarget()).mint) {
      await chain.mintTestUsdc(payer.address, units - balance + DEV_PAYER_USDC);
    }
    const [source] = await findAssociatedTokenPda({ owner: payer.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const [destination] = await findAssociatedTokenPda({
      owner: request.recipient,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    instructions.push(
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: request.recipient, mint }),
      ...memo,
      withReferences(
        getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount: units, decimals }),
        request.references,
      ),
    );
  }
  try {
    return await chain.sendInstructions(instructions);
  } catch (error) {
    if (error instanceof ChainTransactionError) throw new HttpError(400, 'solana_pay_payment_failed');
    throw error;
  }
}

/** Whole test USDC the platform's payout wallet starts with on a demo start (the embedded chain only). */
export const DEMO_PAYOUT_USDC = 10_000n;

/**
 * On the start that loads the demo catalogue, on the embedded chain, the platform's USDC wallet (the
 * one sales are paid from) gets DEMO_PAYOUT_USDC of test USDC, as a platform offering a money-back
 * guarantee keeps a reserve: purchases paid in the sandbox's other currencies bring it no USDC, so
 * on a plain `npm start` every sale back waited for an operator to add some, and the walk
 * ended with "awaiting funds" (an outside tester). Beyond it a payout still waits, as in production,
 * where the operator funds the wallet with real USDC. Answers what it added (null on a cluster).
 */
export async function fundDemoPayouts(chain: ChainClient): Promise<bigint | null> {
  if (!(chain instanceof EmbeddedChain)) return null;
  const { recipient } = await chain.paymentTarget();
  await chain.mintTestUsdc(recipient, DEMO_PAYOUT_USDC * 10n ** BigInt(TEST_USDC_DECIMALS));
  return DEMO_PAYOUT_USDC;
}
