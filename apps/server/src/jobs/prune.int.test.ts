import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { createUser } from '../../test/accounts.ts';
import { pruneExpired } from './prune.ts';

const t = await createTestApp();

describe('pruning expired rows', () => {
  it('drops old rate-limit windows and long-dead e-mail tokens, keeping live ones', async () => {
    const user = await createUser(t);
    await t.sql`
      insert into rate_limits (key, window_start, count) values
        ('old', now() - interval '2 days', 3), ('live', now(), 1)`;
    await t.sql`
      insert into email_tokens (user_id, purpose, token_hash, expires_at, used_at) values
        (${user.id}, 'confirm_email', ${Buffer.from('a')}, now() - interval '8 days', null),
        (${user.id}, 'confirm_email', ${Buffer.from('b')}, now() + interval '1 day', now() - interval '8 days'),
        (${user.id}, 'confirm_email', ${Buffer.from('c')}, now() + interval '1 day', null),
        (${user.id}, 'reset_password', ${Buffer.from('d')}, now() - interval '1 day', null)`;
    await pruneExpired(t.sql);
    const keys = await t.sql<{ key: string }[]>`select key from rate_limits where key in ('old', 'live')`;
    expect(keys.map((k) => k.key)).toEqual(['live']);
    const tokens = await t.sql<{ token_hash: Buffer }[]>`
      select token_hash from email_tokens where user_id = ${user.id} order by token_hash`;
    expect(tokens.map((r) => r.token_hash.toString())).toEqual(['c', 'd']);
  });
});
