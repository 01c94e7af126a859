import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { INDEX_TOKEN_DECIMALS } from '@pinacoteca/contracts/constants';
import { formatCents } from '@pinacoteca/contracts/money';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Sql } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { requestMeta } from '../../lib/http.ts';
import { listAudit, verifyAuditChain, writeAudit } from '../audit/audit.ts';
import { currentStaff } from '../auth/guards.ts';
import { resetTwoFactor, setBlocked, setRole } from '../auth/staff.ts';
import { searchUsers, type StaffUserRow } from '../auth/user-queries.ts';
import { emailsOf, findUserById, idsByEmailFragment } from '../auth/user-queries.ts';
import type { CatalogService } from '../catalog/service.ts';
import { listFlags, setFlag } from '../flags/service.ts';
import { kycStatusOf, latestKycOf, pendingKycCount } from '../kyc/queries.ts';
import type { OrderService } from '../orders/service.ts';
import { securityLogOf } from '../auth/queries.ts';
import { portfolioBalance } from '../portfolio/balance.ts';
import { refundsAwaitingApproval, refundsToComplete, reservedInUnpaidOrders, todayOrders } from '../orders/queries.ts';
import { paymentsToReturnCount } from '../orders/payment-return-queries.ts';
import { mintedTokenIds, unreconciledCount } from '../chain/mint-queries.ts';
import { awaitingOperatorCounts } from '../chain/withdrawal-queries.ts';
import { newInboxCounts } from '../support/queries.ts';
import { getStaffMe } from '@pinacoteca/contracts/admin/me';
import {
  getDashboard,
  setFeatureFlag,
  getAuditLog,
  verifyAudit,
  findUsers,
  getStaffUser,
  setUserRole,
  blockUser,
  unblockUser,
  resetUserTwoFactor,
} from '@pinacoteca/contracts/admin/console';
import { listStaffFlags } from '@pinacoteca/contracts/system/feature-flags';
import { route } from '../../lib/route.ts';
import { adminPaymentReturnRoutes } from './payment-return-routes.ts';
import { transfersOf } from './user-transfers.ts';

/**
 * The console's own calls, each staff-only by its contract (docs/decisions/0038, 0052); changing
 * roles, turning off a person's two-factor and verifying the audit chain are for admins.
 */
/**
 * The name a person's security event goes by in the console, where its details tell it apart: a
 * right code sent again is logged among the refused codes (`code: used`), and a sign-in whose
 * two-factor code is still to come (`two_factor_pending`) is not yet one (outside testers read
 * guesses into the first, and a sign-in before its code into the second).
 */
function consoleEventName(entry: { event: string; details: Record<string, unknown> }): string {
  if (entry.event === 'two_factor_failed' && entry.details.code === 'used') return 'two_factor_code_reused';
  if (entry.event === 'sign_in' && entry.details.two_factor_pending === true) return 'sign_in_code_awaited';
  return entry.event;
}

export const adminRoutes =
  (deps: { sql: Sql; catalog: CatalogService; orders: OrderService; publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const { sql, catalog, orders, publicUrl } = deps;

    // Inside this plugin, so in the console's scope with its guard, beside the dashboard that counts them.
    await app.register(adminPaymentReturnRoutes({ sql }));

    route(app, getStaffMe, async (request) => {
      const staff = currentStaff(request);
      const user = await findUserById(sql, staff.userId);
      if (!user) throw notFound();
      return { user_id: user.id, email: user.email, username: user.username, role: staff.role };
    });

    route(app, getDashboard, async () => {
      const [orders, reserved, kyc, inbox, tokens, unreconciled, withdrawals, refunds, toReturn, toComplete, minted] =
        await Promise.all([
          todayOrders(sql),
          reservedInUnpaidOrders(sql),
          pendingKycCount(sql),
          newInboxCounts(sql),
          catalog.tokenSet('en'),
          unreconciledCount(sql),
          awaitingOperatorCounts(sql),
          refundsAwaitingApproval(sql),
          paymentsToReturnCount(sql),
          refundsToComplete(sql),
          mintedTokenIds(sql),
        ]);
      const symbols = new Map(
        [tokens.indexToken, ...tokens.artTokens].filter(Boolean).map((t) => [t!.id, t!.symbol] as const),
      );
      const indexId = tokens.indexToken?.id;
      return {
        orders_today: orders.placed,
        paid_today: orders.paid,
        volume_today: formatCents(orders.paidCents),
        reserved: reserved.map((r) => ({
          token_id: r.tokenId,
          symbol: symbols.get(r.tokenId) ?? r.tokenId,
          // Tokens, not base units: INDEX has INDEX_TOKEN_DECIMALS places, art tokens none.
          quantity: formatUnits(r.quantity, r.tokenId === indexId ? INDEX_TOKEN_DECIMALS : 0),
        })),
        kyc_pending: kyc,
        painting_requests_new: inbox.painting_request,
        support_messages_new: inbox.support,
        tokens_unreconciled: unreconciled,
        tokens_not_issued: [tokens.indexToken, ...tokens.artTokens]
          .filter((token) => token && !minted.has(token.id))
          .map((token) => token!.symbol),
        withdrawals_awaiting: withdrawals.withdrawals,
        payouts_awaiting: withdrawals.payouts,
        refunds_awaiting: refunds,
        payments_to_return: toReturn,
        refunds_to_complete: toComplete,
      };
    });

    route(app, listStaffFlags, async () => listFlags(sql));

    route(app, setFeatureFlag, async (request) => {
      const staff = currentStaff(request);
      await sql.begin(async (tx) => {
        const before = await setFlag(tx, request.params.name, request.body.enabled);
        await writeAudit(tx, {
          actorId: staff.userId,
          actorRole: staff.role,
          action: 'flag.set',
          subjectType: 'flag',
          subjectId: request.params.name,
          before: { enabled: before },
          after: { enabled: request.body.enabled },
          meta: requestMeta(request),
        });
      });
      return listFlags(sql);
    });

    route(app, getAuditLog, async (request) => {
      const actor = request.query.actor?.trim();
      const actorIds = actor ? await idsByEmailFragment(sql, actor) : [];
      const rows = await listAudit(sql, request.query, actorIds);
      const emails = await emailsOf(
        sql,
        rows.flatMap((r) => (r.actor_id ? [r.actor_id] : [])),
      );
      return rows.map((r) => ({
        seq: r.seq,
        at: r.at.toISOString(),
        actor_email: r.actor_id ? (emails.get(r.actor_id) ?? null) : null,
        actor_role: r.actor_role,
        action: r.action,
        subject_type: r.subject_type,
        subject_id: r.subject_id,
        before: r.before,
        after: r.after,
        ip: r.ip,
        user_agent: r.user_agent,
      }));
    });

    route(app, verifyAudit, async () => {
      const check = await verifyAuditChain(sql);
      return { ok: check.ok, rows: check.rows, broken_at: check.brokenAt, reason: check.reason };
    });

    const view = async (row: StaffUserRow) => ({
      id: row.id,
      email: row.email,
      username: row.username,
      role: row.role,
      kyc_status: await kycStatusOf(sql, row.id),
      two_fa_enabled: row.two_fa_enabled,
      created_at: row.created_at.toISOString(),
      blocked_at: row.blocked_at?.toISOString() ?? null,
      blocked_reason: row.blocked_reason,
      removed: row.removed,
    });
    const one = async (id: string) => {
      const [row] = await searchUsers(sql, id, 1);
      if (!row) throw notFound();
      return view(row);
    };

    route(app, findUsers, async (request) => Promise.all((await searchUsers(sql, request.query.q)).map(view)));

    route(app, getStaffUser, async (request) => {
      const id = request.params.id;
      const user = await one(id);
      const [kyc, holdings, placed, log, transfers] = await Promise.all([
        latestKycOf(sql, id),
        portfolioBalance(sql, id),
        orders.searchForStaff({ q: '', userId: id }),
        securityLogOf(sql, id),
        transfersOf(sql, orders, id),
      ]);
      return {
        user,
        kyc: kyc && {
          id: kyc.id,
          status: kyc.status,
          reason: kyc.reason,
          submitted_at: kyc.submitted_at.toISOString(),
          decided_at: kyc.decided_at?.toISOString() ?? null,
        },
        holdings,
        orders: placed,
        security_log: log.map((r) => ({
          event: consoleEventName(r),
          at: r.created_at.toISOString(),
          ip: r.ip,
          user_agent: r.user_agent,
        })),
        ...transfers,
      };
    });

    const setBlocking = async (request: FastifyRequest<{ Params: { id: string } }>, reason: string | null) => {
      const staff = currentStaff(request);
      if (request.params.id === staff.userId) throw new HttpError(400, 'own_account');
      const done = await sql.begin((tx) =>
        setBlocked(tx, request.params.id, reason === null ? null : { reason }, {
          id: staff.userId,
          role: staff.role,
          meta: requestMeta(request),
        }),
      );
      if (!done) throw notFound();
      return one(request.params.id);
    };
    route(app, blockUser, async (request) => setBlocking(request, request.body.reason));
    route(app, unblockUser, async (request) => setBlocking(request, null));

    route(app, setUserRole, async (request) => {
      const staff = currentStaff(request);
      if (request.params.id === staff.userId) throw new HttpError(400, 'own_account');
      const done = await sql.begin((tx) =>
        setRole(tx, request.params.id, request.body.role, {
          id: staff.userId,
          role: staff.role,
          meta: requestMeta(request),
        }),
      );
      if (!done) throw notFound();
      return one(request.params.id);
    });

    route(app, resetUserTwoFactor, async (request) => {
      const staff = currentStaff(request);
      if (request.params.id === staff.userId) throw new HttpError(400, 'own_account');
      const done = await sql.begin((tx) =>
        resetTwoFactor(tx, request.params.id, request.body.reason, {
          id: staff.userId,
          role: staff.role,
          meta: requestMeta(request),
          publicUrl,
        }),
      );
      if (!done) throw notFound();
      return one(request.params.id);
    });
  };
