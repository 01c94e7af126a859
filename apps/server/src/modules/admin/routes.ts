import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditQuery,
  AuditResponse,
  AuditVerifyResponse,
  BlockUserRequest,
  DashboardResponse,
  FlagParams,
  SetFlagRequest,
  SetRoleRequest,
  StaffUserDetail,
  StaffUserView,
  UserParams,
  UserSearchQuery,
  UserSearchResponse,
} from '@pinacoteca/contracts/admin/console';
import { AdminMeResponse } from '@pinacoteca/contracts/admin/me';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { FeatureFlagsResponse } from '@pinacoteca/contracts/system/feature-flags';
import { INDEX_TOKEN_DECIMALS } from '@pinacoteca/contracts/constants';
import { formatCents } from '@pinacoteca/contracts/money';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Sql } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { requestMeta } from '../../lib/http.ts';
import { listAudit, verifyAuditChain, writeAudit } from '../audit/audit.ts';
import { bearer, currentStaff, type Guards } from '../auth/guards.ts';
import { searchUsers, setBlocked, setRole, type StaffUserRow } from '../auth/staff.ts';
import { findUserById } from '../auth/users.ts';
import type { CatalogService } from '../catalog/service.ts';
import { listFlags, setFlag } from '../flags/service.ts';
import { kycStatusOf, latestKycOf } from '../kyc/approval.ts';
import type { OrderService } from '../orders/service.ts';
import { securityLogOf } from '../auth/security-log.ts';
import { pendingKycCount } from '../kyc/queue.ts';
import { reservedByToken } from '../ledger/service.ts';
import { portfolioBalance } from '../portfolio/balance.ts';
import { todayOrders } from '../orders/stats.ts';
import { unreconciledCount } from '../chain/issuance.ts';
import { awaitingOperatorCounts } from '../chain/withdrawal-rows.ts';
import { newInboxCounts } from '../support/inbox.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };

/**
 * The console's own calls. Registered inside the `/api/admin` scope of app.ts, whose one
 * `requireStaff` hook guards every route there (docs/decisions/0038); admin-only routes add
 * `requireAdmin`.
 */
export const adminRoutes =
  (deps: { sql: Sql; guards: Guards; catalog: CatalogService; orders: OrderService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { sql, guards, catalog, orders } = deps;

    app.get(
      '/me',
      {
        schema: {
          tags: ['admin'],
          summary: 'The operator using the console and their role',
          security: bearer,
          response: { 200: AdminMeResponse, ...guarded },
        },
      },
      async (request) => {
        const staff = currentStaff(request);
        const user = await findUserById(sql, staff.userId);
        if (!user) throw notFound();
        return { user_id: user.id, email: user.email, username: user.username, role: staff.role };
      },
    );

    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['admin'],
          summary: "Today's orders and volume, reserved tokens, the KYC queue and new requests",
          security: bearer,
          response: { 200: DashboardResponse, ...guarded },
        },
      },
      async () => {
        const [orders, reserved, kyc, inbox, tokens, unreconciled, withdrawals] = await Promise.all([
          todayOrders(sql),
          reservedByToken(sql),
          pendingKycCount(sql),
          newInboxCounts(sql),
          catalog.tokenSet('en'),
          unreconciledCount(sql),
          awaitingOperatorCounts(sql),
        ]);
        const symbols = new Map(
          [tokens.indexToken, ...tokens.artTokens].filter(Boolean).map((t) => [t!.id, t!.name] as const),
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
          withdrawals_awaiting: withdrawals.withdrawals,
          payouts_awaiting: withdrawals.payouts,
        };
      },
    );

    app.get(
      '/flags',
      {
        schema: {
          tags: ['admin'],
          summary: 'The feature flags',
          security: bearer,
          response: { 200: FeatureFlagsResponse, ...guarded },
        },
      },
      async () => listFlags(sql),
    );

    app.post(
      '/flags/:name',
      {
        schema: {
          tags: ['admin'],
          summary: 'Switch deposit, withdraw or swap on or off for everyone at once (audited)',
          security: bearer,
          params: FlagParams,
          body: SetFlagRequest,
          response: { 200: FeatureFlagsResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
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
      },
    );

    app.get(
      '/audit',
      {
        schema: {
          tags: ['admin'],
          summary: 'The audit trail, newest first; filter by actor, action (prefix) or subject',
          security: bearer,
          querystring: AuditQuery,
          response: { 200: AuditResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
        const rows = await listAudit(sql, request.query);
        return rows.map((r) => ({
          seq: r.seq,
          at: r.at.toISOString(),
          actor_email: r.actor_email,
          actor_role: r.actor_role,
          action: r.action,
          subject_type: r.subject_type,
          subject_id: r.subject_id,
          before: r.before,
          after: r.after,
          ip: r.ip,
          user_agent: r.user_agent,
        }));
      },
    );

    app.post(
      '/audit/verify',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "Recompute the audit trail's hash chain from its first row (admins)",
          security: bearer,
          response: { 200: AuditVerifyResponse, ...guarded },
        },
      },
      async () => {
        const check = await verifyAuditChain(sql);
        return { ok: check.ok, rows: check.rows, broken_at: check.brokenAt, reason: check.reason };
      },
    );

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

    app.get(
      '/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Find people by e-mail, nickname or id',
          security: bearer,
          querystring: UserSearchQuery,
          response: { 200: UserSearchResponse, ...guarded },
        },
      },
      async (request) => Promise.all((await searchUsers(sql, request.query.q)).map(view)),
    );

    app.get(
      '/users/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One person: account, verification, holdings, orders and security log',
          security: bearer,
          params: UserParams,
          response: { 200: StaffUserDetail, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
        const id = request.params.id;
        const user = await one(id);
        const [kyc, holdings, placed, log] = await Promise.all([
          latestKycOf(sql, id),
          portfolioBalance(sql, id),
          orders.searchForStaff({ q: '', userId: id }),
          securityLogOf(sql, id),
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
            event: r.event,
            at: r.created_at.toISOString(),
            ip: r.ip,
            user_agent: r.user_agent,
          })),
        };
      },
    );

    for (const action of ['block', 'unblock'] as const) {
      app.post(
        `/users/:id/${action}`,
        {
          schema: {
            tags: ['admin'],
            summary:
              action === 'block'
                ? 'Block an account with a reason: its sessions end and it cannot sign in (audited)'
                : 'Unblock an account (audited)',
            security: bearer,
            params: UserParams,
            ...(action === 'block' ? { body: BlockUserRequest } : {}),
            response: { 200: StaffUserView, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
          },
        },
        async (request) => {
          const staff = currentStaff(request);
          if (request.params.id === staff.userId) throw new HttpError(400, 'forbidden');
          const reason = (request.body as { reason?: string } | undefined)?.reason ?? '';
          const done = await sql.begin((tx) =>
            setBlocked(tx, request.params.id, action === 'block' ? { reason } : null, {
              id: staff.userId,
              role: staff.role,
              meta: requestMeta(request),
            }),
          );
          if (!done) throw notFound();
          return one(request.params.id);
        },
      );
    }

    app.post(
      '/users/:id/role',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'Make someone an investor, operator or admin (admins; audited)',
          security: bearer,
          params: UserParams,
          body: SetRoleRequest,
          response: { 200: StaffUserView, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
        const staff = currentStaff(request);
        if (request.params.id === staff.userId) throw new HttpError(400, 'forbidden');
        const done = await sql.begin((tx) =>
          setRole(tx, request.params.id, request.body.role, {
            id: staff.userId,
            role: staff.role,
            meta: requestMeta(request),
          }),
        );
        if (!done) throw notFound();
        return one(request.params.id);
      },
    );
  };
