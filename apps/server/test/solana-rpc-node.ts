import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getBase58Decoder, getSignatureFromTransaction, type Address } from '@solana/kit';
import { fromWire } from '../src/adapters/chain/custody.ts';
import type { EmbeddedChain } from '../src/adapters/chain/embedded.ts';

/**
 * A Solana JSON-RPC node in front of the embedded chain, for testing the cluster path
 * (`SOLANA_RPC_URL`) where devnet cannot be reached: it answers the methods the platform calls
 * in the shapes and with the error codes of a real node (agave's JSON-RPC), over HTTP, so the
 * code under test is the production RpcChain with @solana/kit's own transport.
 *
 * Faults a cluster has are switchable: `down` answers 503 to everything (unreachable), and
 * `finalizeAfterMs` keeps landed transactions at `confirmed` for a while before `finalized`.
 */
export interface RpcNode {
  url: string;
  /** Methods called, in order. */
  calls: string[];
  down: boolean;
  finalizeAfterMs: number;
  close(): Promise<void>;
}

const PREFLIGHT_FAILURE = -32002;

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export async function startRpcNode(chain: EmbeddedChain): Promise<RpcNode> {
  /** When each signature was first seen landed: `finalized` comes `finalizeAfterMs` later. */
  const seen = new Map<string, number>();

  const context = async () => ({ slot: Number((await chain.latest()).slot) });

  const commitment = (signature: string) => {
    const first = seen.get(signature) ?? Date.now();
    seen.set(signature, first);
    return Date.now() - first >= node.finalizeAfterMs ? 'finalized' : 'confirmed';
  };

  const preflight = (err: unknown, message: string, logs: string[] = []) =>
    new RpcError(PREFLIGHT_FAILURE, `Transaction simulation failed: ${message}`, {
      err,
      logs,
      accounts: null,
      unitsConsumed: 0,
      returnData: null,
      innerInstructions: null,
      replacementBlockhash: null,
      loadedAccountsDataSize: 0,
    });

  const methods: Record<string, (params: unknown[]) => Promise<unknown>> = {
    async getLatestBlockhash() {
      const { blockhash, slot } = await chain.latest();
      return { context: { slot: Number(slot) }, value: { blockhash, lastValidBlockHeight: Number(slot) + 150 } };
    },
    async isBlockhashValid([blockhash]) {
      return { context: await context(), value: await chain.blockhashValid(blockhash as string) };
    },
    async getMinimumBalanceForRentExemption([bytes]) {
      return Number(await chain.rentExempt(BigInt(bytes as number)));
    },
    async getBalance([address]) {
      return { context: await context(), value: Number(await chain.solBalance(address as Address)) };
    },
    async getAccountInfo([address]) {
      const account = await chain.accountAt(address as Address);
      return {
        context: await context(),
        value: account && {
          data: [Buffer.from(account.data).toString('base64'), 'base64'],
          executable: account.executable,
          lamports: Number(account.lamports),
          owner: account.programAddress,
          rentEpoch: 0,
          space: account.data.length,
        },
      };
    },
    async getSignatureStatuses([signatures]) {
      const value = [];
      for (const signature of signatures as string[]) {
        const found = await chain.getTransaction(signature);
        value.push(
          found && {
            slot: Number(found.slot),
            confirmations: null,
            err: null,
            status: { Ok: null },
            confirmationStatus: commitment(signature),
          },
        );
      }
      return { context: await context(), value };
    },
    async sendTransaction([wire]) {
      const signature = getSignatureFromTransaction(fromWire(wire as string));
      if (await chain.isConfirmed(signature))
        throw preflight('AlreadyProcessed', 'This transaction has already been processed');
      const outcome = await chain.sendSigned(wire as string);
      if (outcome === 'expired') throw preflight('BlockhashNotFound', 'Blockhash not found');
      if (outcome !== 'confirmed') {
        throw preflight({ InstructionError: [0, { Custom: 1 }] }, 'Error processing Instruction 0', [outcome.failed]);
      }
      return signature;
    },
    // Devnet's faucet: the lamports arrive at once (the embedded runtime airdrops outside any transaction).
    async requestAirdrop([address, amount]) {
      await chain.airdrop(address as Address, BigInt(amount as number));
      return getBase58Decoder().decode(randomBytes(64));
    },
    async getSignaturesForAddress([address, config]) {
      const { limit, before } = (config ?? {}) as { limit?: number; before?: string };
      const signatures = await chain.signaturesFor(address as Address, limit ?? 1000, before);
      const entries = [];
      for (const signature of signatures) {
        const found = await chain.getTransaction(signature);
        entries.push({
          signature,
          slot: Number(found?.slot ?? 0n),
          err: null,
          memo: null,
          blockTime: found?.blockTime ?? null,
          confirmationStatus: commitment(signature),
        });
      }
      return entries;
    },
    async getTransaction([signature]) {
      const found = await chain.getTransaction(signature as string);
      if (!found) return null;
      const balances = (side: 'pre' | 'post') =>
        found.tokenBalances
          // An account the transaction created has no balance before it, as a node reports.
          .filter((b) => side === 'post' || b.pre > 0n)
          .map((b) => {
            const amount = (side === 'pre' ? b.pre : b.post).toString();
            return {
              accountIndex: found.accountKeys.indexOf(b.account),
              mint: b.mint,
              owner: b.owner,
              uiTokenAmount: { amount, decimals: 0, uiAmount: Number(amount), uiAmountString: amount },
            };
          });
      return {
        slot: Number(found.slot),
        blockTime: found.blockTime,
        version: 0,
        transaction: {
          signatures: [signature],
          message: {
            accountKeys: found.accountKeys,
            header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 0 },
            instructions: [],
            recentBlockhash: getBase58Decoder().decode(new Uint8Array(32)),
          },
        },
        meta: {
          err: found.err === null ? null : { InstructionError: [0, { Custom: 1 }] },
          status: found.err === null ? { Ok: null } : { Err: { InstructionError: [0, { Custom: 1 }] } },
          fee: 5000,
          preBalances: [],
          postBalances: [],
          preTokenBalances: balances('pre'),
          postTokenBalances: balances('post'),
          innerInstructions: [],
          logMessages: [],
          rewards: [],
          loadedAddresses: { writable: [], readonly: [] },
          computeUnitsConsumed: 0,
        },
      };
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        if (node.down) {
          response.writeHead(503).end();
          return;
        }
        const call = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          id: unknown;
          method: string;
          params?: unknown[];
        };
        node.calls.push(call.method);
        const handler = methods[call.method];
        let body: object;
        try {
          if (!handler) throw new RpcError(-32601, 'Method not found');
          body = { jsonrpc: '2.0', id: call.id, result: await handler(call.params ?? []) };
        } catch (error) {
          const failure =
            error instanceof RpcError ? error : new RpcError(-32603, `Internal error: ${(error as Error).message}`);
          body = {
            jsonrpc: '2.0',
            id: call.id,
            error: { code: failure.code, message: failure.message, data: failure.data },
          };
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const node: RpcNode = {
    url: `http://127.0.0.1:${port}`,
    calls: [],
    down: false,
    finalizeAfterMs: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return node;
}
