import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { createUser, login, PASSWORD } from '../../../test/accounts.ts';
import { totpCode } from '../auth/totp.ts';
import { createAdmin } from '../auth/staff.ts';
import { verifyAuditChain, writeAudit } from './audit.ts';

const t = await createTestApp();
const { sql } = t;

describe('the audit trail', () => {
  it('chains rows written concurrently, each to the one committed before it', async () => {
    const user = await createUser(t);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sql.begin((tx) =>
          writeAudit(tx, {
            actorId: user.id,
            actorRole: 'investor',
            action: 'flag.set',
            subjectType: 'user',
            subjectId: user.id,
            before: { n: i, nested: { b: 1, a: [1, 'x'] } },
            after: { n: i + 1 },
            meta: { ip: '127.0.0.1', userAgent: 'vitest' },
          }),
        ),
      ),
    );
    const check = await verifyAuditChain(sql, 7);
    expect(check).toMatchObject({ ok: true, brokenAt: null });
    expect(check.rows).toBeGreaterThanOrEqual(40);
  });

  it('keeps no row of a transaction that rolled back', async () => {
    const [before] = await sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
    await sql
      .begin(async (tx) => {
        await writeAudit(tx, {
          actorId: null,
          actorRole: null,
          action: 'flag.set',
          subjectType: 'x',
          subjectId: null,
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const [after] = await sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
    expect(after!.n).toBe(before!.n);
    expect((await verifyAuditChain(sql)).ok).toBe(true);
  });

  it('refuses updates and deletes, and the check finds a row changed behind the trigger', async () => {
    await sql.begin((tx) =>
      writeAudit(tx, {
        actorId: null,
        actorRole: null,
        action: 'flag.set',
        subjectType: 'tamper',
        subjectId: '1',
        after: { v: 1 },
      }),
    );
    await expect(sql`update audit_log set action = 'x' where subject_type = 'tamper'`).rejects.toThrow(/never changed/);
    await expect(sql`delete from audit_log where subject_type = 'tamper'`).rejects.toThrow(/never changed/);
    // Someone with the database owner's rights disables the trigger and edits history.
    await sql.begin(async (tx) => {
      await tx`alter table audit_log disable trigger audit_log_append_only`;
      await tx`update audit_log set after = '{"v": 2}' where subject_type = 'tamper'`;
      const check = await verifyAuditChain(tx as never);
      expect(check.ok).toBe(false);
      expect(check.reason).toBe('row was changed');
      await tx`update audit_log set after = '{"v": 1}' where subject_type = 'tamper'`;
      await tx`alter table audit_log enable trigger audit_log_append_only`;
    });
    expect((await verifyAuditChain(sql)).ok).toBe(true);
  });

  it('records the first admin made by the command, without an actor', async () => {
    const user = await createUser(t);
    await sql.begin((tx) => createAdmin(tx, { email: user.email, password: null }));
    const [row] = await sql<{ role: string }[]>`select role from users where id = ${user.id}`;
    expect(row!.role).toBe('admin');
    const [audit] = await sql<{ actor_id: string | null; before: unknown; after: unknown }[]>`
      select actor_id, before, after from audit_log where action = 'staff.role_change' and subject_id = ${user.id}`;
    expect(audit).toEqual({ actor_id: null, before: { role: 'investor' }, after: { role: 'admin' } });
    const created = await sql.begin((tx) =>
      createAdmin(tx, { email: `new-admin-${Date.now()}@example.com`, password: 'Correct-horse-1' }),
    );
    expect(created.created).toBe(true);
  });
});

describe('sensitive account changes', () => {
  it('are in the trail, made by the person themselves, in the transaction of the change', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const headers = { authorization: `Bearer ${token}` };
    const { secret } = (await t.app.inject({ url: '/api/account/2fa/secrets', headers })).json() as { secret: string };
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/account/2fa/change-status',
      headers,
      payload: { code: totpCode(secret), enable: true, password: PASSWORD },
    });
    expect(on.statusCode).toBe(200);
    const [row] = await sql<{ actor_id: string; actor_role: string; ip: string }[]>`
      select actor_id, actor_role, ip from audit_log where action = 'account.two_factor_enabled' and subject_id = ${user.id}`;
    expect(row).toMatchObject({ actor_id: user.id, actor_role: 'self', ip: '127.0.0.1' });
    expect((await verifyAuditChain(sql)).ok).toBe(true);
  });
});
