import { hkdfSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import querystring from 'node:querystring';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_DOCS_PATH } from '@pinacoteca/contracts/endpoint';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messageText } from '@pinacoteca/contracts/messages';
import type { Config } from './config.ts';
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
import { installErrorHandling } from './lib/errors.ts';
import { loopbackOnly } from './lib/loopback.ts';
import { refuseNulCharacters } from './lib/nul.ts';
import { requestLanguage } from './lib/locale.ts';
import { postgresRateLimitStore } from './lib/rate-limit-store.ts';
import { acceptedEncoding } from './lib/response-cache.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminInboxRoutes } from './modules/admin/inbox-routes.ts';
import { adminOrderRoutes } from './modules/admin/order-routes.ts';
import { InboxDesk } from './modules/support/inbox.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { RefundDesk } from './modules/orders/refund-requests.ts';
import { KycDocuments } from './modules/kyc/documents.ts';
import { devKycRoutes, kycAdminRoutes, kycRoutes } from './modules/kyc/routes.ts';
import { KycService } from './modules/kyc/service.ts';
import { lazy, readOrCreateKey } from './lib/secrets.ts';
import { AccountService } from './modules/account/service.ts';
import { GoogleSignIn } from './modules/auth/google.ts';
import { googleRoutes } from './modules/auth/google-routes.ts';
import { accessGuardsOf, createGuards } from './modules/auth/guards.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { authKeys, TokenSigner, type AuthKeys } from './modules/auth/tokens.ts';
import { catalogAdminRoutes } from './modules/catalog/admin-routes.ts';
import { CatalogEditor } from './modules/catalog/editor.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { TokenIssuer } from './modules/chain/issuance.ts';
import { swapRoutes } from './modules/orders/swap.ts';
import { withdrawRoutes } from './modules/chain/withdraw-routes.ts';
import { WithdrawalService } from './modules/chain/withdrawals.ts';
import { DepositService } from './modules/chain/deposits.ts';
import { SaleService } from './modules/chain/sales.ts';
import { adminWithdrawalRoutes } from './modules/admin/withdrawal-routes.ts';
import { signInGuard } from './modules/auth/sign-in-guard.ts';
import { devChainSendRoutes, devSolanaPayRoutes, transparencyRoutes } from './modules/chain/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { flagRoutes } from './modules/flags/routes.ts';
import { DevOpenIdProvider } from './modules/dev-oidc/provider.ts';
import { devOidcRoutes } from './modules/dev-oidc/routes.ts';
import { devMailRoutes } from './modules/mail/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { prepareTemplate } from './modules/seo/head.ts';
import { SeoPages, matchPage } from './modules/seo/pages.ts';
import { RenderedPages, loadRenderer } from './modules/seo/rendered-pages.ts';
import { pageCookieBar, pageHtml, pageLanguage, seoRoutes } from './modules/seo/routes.ts';
import { operatorRoutes } from './modules/operator/routes.ts';
import { devChargeRoutes, orderRoutes } from './modules/orders/routes.ts';
import { portfolioRoutes } from './modules/portfolio/routes.ts';
import { OrderService } from './modules/orders/service.ts';
import { paintingRequestRoutes } from './modules/painting-requests/routes.ts';
import { PaintingRequestService } from './modules/painting-requests/service.ts';
import { referralRoutes } from './modules/referrals/routes.ts';
import { ReferralService } from './modules/referrals/service.ts';
import { MediaService } from './modules/media/service.ts';
import { supportRoutes } from './modules/support/routes.ts';

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
  /** Sales back to the platform; the `pay_sale` job runs `payOne()`. */
  sales: SaleService;
}

export const OPENAPI_INFO = {
  title: 'Pinacoteca API',
  description: 'Paintings split into tokens: catalogue, accounts, orders and payments.',
  version: '0.1.0',
};

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
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 4 * 1024 * 1024,
    routerOptions: { querystringParser: parseQuery },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  refuseNulCharacters(app);

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
    limits: { maxOpenPerUser: config.orders.maxOpenPerUser, ...config.orders.reservedLimits },
    publicUrl: config.publicUrl,
    chainMode: chain.mode,
    log: app.log,
  });
  const issuer = new TokenIssuer(sql, chain, config.publicUrl);
  const deposits = new DepositService({ sql, chain, log: app.log });
  const codeGuard = signInGuard({ sql, config, keys, mailer: mailOutbox });
  const sales = new SaleService({ sql, chain, keys, guard: codeGuard, log: app.log });
  const withdrawals = new WithdrawalService({
    sql,
    chain,
    keys,
    guard: codeGuard,
    config: config.withdraw,
    publicUrl: config.publicUrl,
    log: app.log,
  });
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
  const referrals = new ReferralService(sql);
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

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(sql),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: messageText('too_many_requests', requestLanguage(request)),
      retryAfter: context.after,
    }),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      tags: [
        { name: 'catalogue', description: 'Paintings, authors and tokens' },
        { name: 'system', description: 'Feature flags and who operates the platform' },
        { name: 'support', description: 'Messages to support' },
        { name: 'media', description: 'Pictures and videos' },
        { name: 'auth', description: 'Registration, sign-in, two-factor step, password reset' },
        { name: 'account', description: "The signed-in person's account" },
        { name: 'orders', description: 'Orders, their charges and the operations list' },
        { name: 'admin', description: 'The operator console: operators and admins with two-factor authentication on' },
        { name: 'referral', description: 'Partners brought through referral links and the bonuses they earn' },
        {
          name: 'dev',
          description: 'Development conveniences for clients on the same machine; absent when NODE_ENV=production',
        },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The reference names every route and field: public outside production, in production only when asked.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });

  await app.register(
    async (api) => {
      await api.register(catalogRoutes(catalog));
      await api.register(transparencyRoutes(issuer));
      await api.register(swapRoutes({ sql }));
      await api.register(withdrawRoutes({ withdrawals, deposits, sales }));
      await api.register(flagRoutes(sql));
      await api.register(operatorRoutes(config.operator));
      await api.register(supportRoutes({ sql, perHour: config.rateLimits.feedbackPerHour }));
      await api.register(authRoutes({ auth, perAddress: config.rateLimits.authPer15Min }));
      await api.register(accountRoutes({ accounts, perAddress: config.rateLimits.authPer15Min }));
      await api.register(referralRoutes({ referrals }));
      await api.register(kycRoutes({ kyc, perAddress: config.rateLimits.authPer15Min }));
      await api.register(
        paintingRequestRoutes({ requests: paintingRequests, perAddress: config.rateLimits.authPer15Min }),
      );
      await api.register(googleRoutes({ google, perAddress: config.rateLimits.authPer15Min }));
      await api.register(portfolioRoutes({ sql }));
      await api.register(
        orderRoutes({
          orders,
          perAccountPerHour: config.orders.perAccountPerHour,
          perAddressPerHour: config.orders.perAddressPerHour,
        }),
      );
      // The operator console's calls: each is staff-only by its contract, and lib/route.ts refuses
      // to register one that is not, so no route here can be left open.
      await api.register(
        async (admin) => {
          await admin.register(adminRoutes({ sql, catalog, orders }));
          await admin.register(kycAdminRoutes(kyc));
          await admin.register(catalogAdminRoutes(new CatalogEditor(sql, media)));
          await admin.register(
            adminOrderRoutes({
              sql,
              orders,
              refunds: new RefundDesk(sql, orders, config.refundApprovalAboveCents),
              approvalAboveCents: config.refundApprovalAboveCents,
            }),
          );
          await admin.register(adminInboxRoutes(new InboxDesk(sql, config, mailOutbox)));
          await admin.register(
            adminWithdrawalRoutes({
              withdrawals,
              sales,
              deposits,
              approvalAboveCents: config.withdraw.approvalAboveCents,
            }),
          );
        },
        { prefix: '/admin' },
      );
      if (config.devRoutes) {
        // Every dev convenience goes in this scope: one rule keeps them to clients on this machine.
        await api.register(async (dev) => {
          dev.addHook('onRequest', loopbackOnly);
          await dev.register(devMailRoutes(sql));
          await dev.register(devChargeRoutes({ orders }));
          await dev.register(devKycRoutes({ kyc }));
          await dev.register(devSolanaPayRoutes(chain, issuer));
          await dev.register(devChainSendRoutes({ sql, chain }));
          if (devOidc) await dev.register(devOidcRoutes(devOidc));
        });
      }
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes(media, storage), { prefix: '/media' });

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  // The app's page is read once; each public route gets its own head tags in it (docs/decisions/0032).
  const seo = new SeoPages({
    sql,
    catalog,
    publicUrl: config.publicUrl,
    template: hasWeb ? prepareTemplate(fs.readFileSync(indexHtml, 'utf8')) : null,
    log: app.log,
  });
  await app.register(seoRoutes(seo));
  // Public pages are drawn here in the visitor's language and hydrated in the browser (docs/decisions/0050).
  const render = hasWeb ? await loadRenderer(config.webDist, app) : null;
  const renderedPages = render
    ? new RenderedPages({ render, seo, catalog, log: app.log, redrawIntervalMs: config.pageRedrawMs })
    : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash, so they can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Public pages come drawn; other routes are the single-page app's (it redirects unknown paths).
      const route = matchPage(url);
      const view = { language: pageLanguage(request), cookieBar: pageCookieBar(request) };
      const drawn = route && renderedPages && (await renderedPages.document(request.url, route, view));
      if (drawn) {
        const encoding = acceptedEncoding(request);
        reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
          .type('text/html; charset=utf-8');
        if (!encoding) return reply.send(drawn.html);
        return reply.header('content-encoding', encoding).send(await drawn.bytes(encoding));
      }
      const html = await pageHtml(seo, request);
      if (html !== null) {
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Language, Cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      }
    }
    return reply.code(404).send({ message: messageText('not_found', requestLanguage(request)) });
  });

  return {
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
  };
}

/** The key of identity documents at rest: KYC_ENCRYPTION_KEY, or one kept in DATA_DIR outside production. */
function kycKey(config: Config): () => Promise<Buffer> {
  return lazy(
    async () => config.kyc.encryptionKey ?? (await readOrCreateKey(config.dataDir, 'kyc-encryption-key', 32)),
  );
}
