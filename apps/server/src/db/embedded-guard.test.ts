import { describe, expect, it } from 'vitest';
import { parsePostmasterPid, parseProcStat } from './embedded-guard.ts';

describe('reading process facts', () => {
  it("takes the postmaster's process id from the first line of postmaster.pid", () => {
    expect(parsePostmasterPid('4242\n/srv/data/pg\n1700000000\n54329\n')).toBe(4242);
    expect(parsePostmasterPid('')).toBeNull();
    expect(parsePostmasterPid('garbage\n')).toBeNull();
    expect(parsePostmasterPid('-1\n')).toBeNull();
  });

  it('reads state and parent from /proc/<pid>/stat, whatever the program name holds', () => {
    expect(parseProcStat('812 (postgres) S 1 812 812 0 -1 4194560')).toEqual({ state: 'S', ppid: 1 });
    expect(parseProcStat('99 (odd) name (x)) Z 4021 99 99 0')).toEqual({ state: 'Z', ppid: 4021 });
    expect(parseProcStat('')).toBeNull();
  });
});
