import { hkdfSync } from 'node:crypto';
import querystring from 'node:querystring';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerApi } from './http/api-routes.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerSecurity } from './http/security.ts';
import { registerWebPages } from './http/web-pages.ts';
import type { Sql } from './db/client.ts';
import type { ChainClient } from './adapters/chain/chain.ts';
import { openChain } from './adapters/chain/open.ts';
import { mailTransport } from './adapters/mail.ts';
import type { PaymentProvider } from './adapters/payments/provider.ts';
import { PaymentProviders } from './adapters/payments/registry.ts';
import { SandboxProvider } from './adapters/payments/sandbox.ts';
import { SOLANA_PAY_PROVIDER, SolanaPayProvider } from './adapters/payments/solana-pay.ts';
import { openIdClient } from './adapters/oauth.ts';
import { localStorage, type Storage } from './adapters/storage.ts';
import { MailOutbox } from './jobs/mail-outbox.ts';
import { openSolanaPayCharges, SolanaPayWatcher } from './jobs/solana-pay-watcher.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './lib/errors.ts';
import { acceptEmptyJson } from './lib/empty-json.ts';
import { loggedUrl } from './lib/http.ts';
import { refuseUnstorableText } from './lib/unstorable-text.ts';
import { KycDocuments } from './modules/kyc/documents.ts';
import { KycService } from './modules/kyc/service.ts';
import { lazy, readOrCreateKey } from './lib/secrets.ts';
import { AccountService } from './modules/account/service.ts';
import { GoogleSignIn } from './modules/auth/google.ts';
import { accessGuardsOf, createGuards } from './modules/auth/guards.ts';
import { AuthService } from './modules/auth/service.ts';
import { authKeys, TokenSigner, type AuthKeys } from './modules/auth/tokens.ts';
import { TokenIssuer } from './modules/chain/issuance.ts';
import { WithdrawalService } from './modules/chain/withdrawals.ts';
import { DepositService } from './modules/chain/deposits.ts';
import { SaleService } from './modules/chain/sales.ts';
import { TreasuryReturnService } from './modules/chain/treasury-returns.ts';
import { signInGuard } from './modules/auth/sign-in-guard.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { DevOpenIdProvider } from './modules/dev-oidc/provider.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { OrderService } from './modules/orders/service.ts';
import { PaintingRequestService } from './modules/painting-requests/service.ts';
import { ReferralService } from './modules/referrals/service.ts';
import { MediaService } from './modules/media/service.ts';

export interface AppDeps {
  config: Config;
  sql: Sql;
  storage?: Storage;
  /** Payment providers registered after the defaults; each wins for the currencies it supports. */
  paymentProviders?: PaymentProvider[];
}

export interface App {
  app: FastifyInstance;
  catalog: CatalogService;
  media: MediaService;
  auth: AuthService;
  accounts: AccountService;
  /** Sends queued mail; the `send_mail` and sweep jobs call it (jobs/worker.ts), tests call `runOnce()`. */
  mailOutbox: MailOutbox;
  /** Arrival notices and whole-painting requests; a minute job runs `notifyArrivals()`. */
  paintingRequests: PaintingRequestService;
  keys: AuthKeys;
  /** Orders, charges, reservations, payments (`markPaid`), refunds; jobs run `expire()` and `expireDue()`. */
  orders: OrderService;
  /** Which provider takes which currency; `payments.register(provider)` adds one. */
  payments: PaymentProviders;
  /** The embedded Solana runtime or a cluster over RPC (SOLANA_RPC_URL); closed with the app. */
  chain: ChainClient;
  /** Identity verification: the form, the console's review, the provider's webhook. */
  kyc: KycService;
  /** Finds Solana Pay payments on chain; the `watch_solana_pay` job runs `runOnce()`, tests call it. */
  solanaPay: SolanaPayWatcher;
  /** Tokens as mints on chain and the chain checked against the ledger (the `issue_mints` job). */
  issuer: TokenIssuer;
  /** Withdrawals to people's wallets; the `send_withdrawal` job runs `sendOne()`, tests call `prepare()` too. */
  withdrawals: WithdrawalService;
  /** Deposits to people's own addresses; the `watch_deposits` job runs `runOnce()`, tests call it. */
  deposits: DepositService;
  /** The referral programme; the `release_referral_bonuses` job runs `releaseDue()` (decision 0067), tests call it. */
  referrals: ReferralService;
  /** Sales back to the platform; the `pay_sale` job runs `payOne()`. */
  sales: SaleService;
  /** A treasury surplus sent back (decision 0065); the `send_treasury_return` job runs `sendOne()`. */
  treasuryReturns: TreasuryReturnService;
}

/**
 * Query strings with list parameters written `authors[]=a&authors[]=b` (the Gallery filter's
 * form): `authors[]` and `authors` are the same parameter, always a list when repeated.
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  const parsed = querystring.parse(text);
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const values = Array.isArray(value) ? value : [value];
    const existing = result[key];
    const merged = existing === undefined ? values : [...(Array.isArray(existing) ? existing : [existing]), ...values];
    result[key] = rawKey.endsWith('[]') || merged.length > 1 ? merged : merged[0]!;
  }
  return result;
}

export async function buildApp({
  config,
  sql,
  storage = localStorage(config.uploadsDir),
  paymentProviders = [],
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Fastify's own request fields, with credentials in the query (a reset link's token) hidden.
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: loggedUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 4 * 1024 * 1024,
    // Longer path parts than the router's default 100 reach the routes' own checks, and are
    // answered as not found there, not as "URI too long" (414) before any route is found: longer
    // than any request line Node takes (16 KB of headers), so no part is ever too long for it.
    routerOptions: { querystringParser: parseQuery, maxParamLength: 16 * 1024 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  acceptEmptyJson(app);
  refuseUnstorableText(app);

  const catalog = new CatalogService(sql);
  const media = new MediaService(sql, storage);
  const keys = authKeys(config);
  const signer = new TokenSigner(keys);
  const mailOutbox = new MailOutbox(sql, mailTransport(config.mail), app.log);
  const auth = new AuthService({ sql, config, signer, keys, mailer: mailOutbox });
  mailOutbox.compose(() => auth.handleResetRequests());
  const accounts = new AccountService({ sql, config, keys, signer, mailer: mailOutbox, media });
  const guards = createGuards(sql, signer);
  // The sandbox takes every currency outside production; real providers registered after it win.
  const payments = new PaymentProviders();
  if (!config.production) {
    payments.register(new SandboxProvider({ rates: config.orders.sandboxRates }));
  }
  // USDC goes through Solana Pay: on the embedded chain in development, on devnet with SOLANA_RPC_URL.
  const chain = openChain(config.chain, app.log);
  app.addHook('onClose', () => chain.close());
  payments.register(new SolanaPayProvider(chain));
  for (const provider of paymentProviders) payments.register(provider);
  const orders = new OrderService({
    sql,
    // Charges' QR image addresses are signed with a key every replica derives alike.
    qrKey: Buffer.from(hkdfSync('sha256', (await keys.jwt()).export(), Buffer.alloc(0), 'pinacoteca qr images', 32)),
    payments,
    referralLevel1Ppm: config.orders.referralLevel1Ppm,
    referralLevel2Ppm: config.orders.referralLevel2Ppm,
    referralHoldDays: config.referrals.clawbackDays,
    limits: { maxOpenPerUser: config.orders.maxOpenPerUser, ...config.orders.reservedLimits },
    publicUrl: config.publicUrl,
    chainMode: chain.mode,
    log: app.log,
  });
  const issuer = new TokenIssuer(sql, chain, config.publicUrl);
  const deposits = new DepositService({ sql, chain, log: app.log, publicUrl: config.publicUrl });
  const codeGuard = signInGuard({ sql, config, keys });
  const sales = new SaleService({
    sql,
    chain,
    keys,
    guard: codeGuard,
    log: app.log,
    referralClawbackDays: config.referrals.clawbackDays,
    publicUrl: config.publicUrl,
  });
  const withdrawals = new WithdrawalService({
    sql,
    chain,
    keys,
    guard: codeGuard,
    config: config.withdraw,
    publicUrl: config.publicUrl,
    log: app.log,
    referralClawbackDays: config.referrals.clawbackDays,
  });
  const treasuryReturns = new TreasuryReturnService({ sql, chain, issuer, log: app.log });
  const solanaPay = new SolanaPayWatcher({
    sql,
    chain,
    openCharges: () => openSolanaPayCharges(sql, SOLANA_PAY_PROVIDER),
    onPaid: async (payment) => {
      await orders.markPaid({
        provider: SOLANA_PAY_PROVIDER,
        eventKey: payment.signature,
        chargeCode: payment.chargeCode,
        amount: payment.amount,
        details: {
          signature: payment.signature,
          reference: payment.reference,
          payer: payment.payer,
          slot: payment.slot.toString(),
          block_time: payment.blockTime?.toISOString() ?? null,
        },
      });
    },
    log: app.log,
  });
  const kyc = new KycService({
    sql,
    documents: new KycDocuments(config.kyc.dir, kycKey(config)),
    provider: config.kyc.provider,
    providerUrl: config.kyc.providerUrl,
    webhookSecret: config.kyc.webhookSecret,
    publicUrl: config.publicUrl,
  });
  const referrals = new ReferralService(sql, config.referrals.clawbackDays);
  const paintingRequests = new PaintingRequestService(sql, config, mailOutbox);
  const google = new GoogleSignIn({ sql, config, auth, client: config.google ? openIdClient(config.google) : null });
  // Without a Google client, outside production, Google's stand-in runs here (docs/decisions/0031).
  const devOidc = config.google?.devStandIn
    ? new DevOpenIdProvider({
        ...config.google,
        callbackOrigins: config.auth.callbackOrigins,
        trustProxy: config.trustProxy,
      })
    : null;
  app.decorateRequest('auth', null);
  app.decorate('accessGuards', accessGuardsOf(guards));

  // What the routes call and what callers of buildApp (main, jobs, tests) get back.
  const built: App = {
    app,
    catalog,
    media,
    auth,
    accounts,
    mailOutbox,
    paintingRequests,
    keys,
    orders,
    payments,
    chain,
    solanaPay,
    kyc,
    issuer,
    withdrawals,
    deposits,
    sales,
    treasuryReturns,
    referrals,
  };

  await registerSecurity(app, { config, sql });
  await registerApiDocs(app, config);
  await registerApi(app, { ...built, config, sql, google, devOidc });
  await app.register(mediaRoutes(media, storage), { prefix: '/media' });
  await registerWebPages(app, { config, sql, catalog });

  return built;
}

/** The key of identity documents at rest: KYC_ENCRYPTION_KEY, or one kept in DATA_DIR outside production. */
function kycKey(config: Config): () => Promise<Buffer> {
  return lazy(
    async () => config.kyc.encryptionKey ?? (await readOrCreateKey(config.dataDir, 'kyc-encryption-key', 32)),
  );
}
