import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Where the dev OpenID provider keeps its sessions, interactions, codes and tokens: this
 * process's memory. It lives only outside production, next to the dev mailbox; a restart
 * simply means starting the Google sign-in again. (The library's own memory store would print
 * a production warning at every start.)
 */
export function memoryStore(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();
  const sessionsByUid = new Map<string, string>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const [uid, id] of sessionsByUid) if (!entries.has(`Session:${id}`)) sessionsByUid.delete(uid);
    for (const [grantId, members] of grants) {
      for (const key of members) if (!entries.has(key)) members.delete(key);
      if (members.size === 0) grants.delete(grantId);
    }
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        sweep();
        const key = keyOf(id);
        entries.set(key, { payload, expiresAt: Date.now() + (expiresIn ?? 3600) * 1000 });
        if (payload.grantId) {
          const members = grants.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grants.set(payload.grantId, members);
        }
        if (model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, id);
      },
      async find(id) {
        return live(keyOf(id))?.payload;
      },
      async findByUid(uid) {
        const id = sessionsByUid.get(uid);
        return id === undefined ? undefined : live(keyOf(id))?.payload;
      },
      async findByUserCode() {
        // The device flow is off: there are no user codes.
        return undefined;
      },
      async consume(id) {
        const entry = live(keyOf(id));
        if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) };
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of grants.get(grantId) ?? []) entries.delete(key);
        grants.delete(grantId);
      },
    };
  };
}
