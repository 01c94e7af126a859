import { describe, expect, it } from 'vitest';
import type { WithdrawAddress } from '@pinacoteca/contracts/tokens/withdraw';
import { newestUsable, usableAddresses } from '../../../shared/api/saved-addresses.ts';

const saved = (address: string, usableAt: string): WithdrawAddress =>
  ({ id: address, address, label: null, usable_at: usableAt, created_at: usableAt }) as WithdrawAddress;

describe('the address a withdrawal or sale form offers first', () => {
  it('is the newest usable one, not the first saved (a typo mended by saving the right one)', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const addresses = [
      saved('TypoAddress1111', '2026-11-27T10:00:00Z'),
      saved('RightAddress222', '2026-11-27T11:00:00Z'),
      saved('StillWaiting333', '2026-11-28T11:00:00Z'),
    ];
    const usable = usableAddresses(addresses, now);
    expect(usable.map((a) => a.address)).toEqual(['TypoAddress1111', 'RightAddress222']);
    expect(newestUsable(usable)).toBe('RightAddress222');
    expect(newestUsable([])).toBe('');
  });
});
