import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { isNoSuchTransaction } from './no-such-transaction.ts';

describe('isNoSuchTransaction', () => {
  it('takes an unknown signature as no such transaction', () => {
    expect(isNoSuchTransaction(new ApiError(404, 'Not found'))).toBe(true);
  });

  it('takes a malformed signature, refused by the path format, as no such transaction', () => {
    expect(isNoSuchTransaction(new ApiError(400, 'Not found', { signature: 'Not found' }))).toBe(true);
  });

  it('leaves a server or network failure to the retry offer', () => {
    expect(isNoSuchTransaction(new ApiError(500, 'Internal error'))).toBe(false);
    expect(isNoSuchTransaction(new TypeError('Failed to fetch'))).toBe(false);
  });
});
