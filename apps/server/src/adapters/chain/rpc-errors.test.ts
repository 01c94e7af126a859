import { describe, expect, it } from 'vitest';
import { SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, SolanaError } from '@solana/kit';
import { chainErrorText, isChainUnreachable } from './rpc.ts';

describe('what a failed call to the cluster says', () => {
  it('tells an HTTP error by its status and text, not by a numbered code', () => {
    const notFound = new SolanaError(SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, {
      headers: new Headers(),
      message: 'Not Found',
      statusCode: 404,
    });
    expect(chainErrorText(notFound)).toBe('the RPC answered HTTP 404 (Not Found)');
    expect(isChainUnreachable(notFound)).toBe(true);
  });

  it('keeps any other error’s own words, and tells a refused connection from a refused transaction', () => {
    expect(chainErrorText(new TypeError('fetch failed'))).toBe('fetch failed');
    expect(isChainUnreachable(new TypeError('fetch failed'))).toBe(true);
    expect(isChainUnreachable(new Error('insufficient funds for fee'))).toBe(false);
    expect(chainErrorText('odd')).toBe('odd');
  });

  it('says why fetch failed, and that an answer was not JSON-RPC', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    expect(chainErrorText(refused)).toBe('fetch failed (ECONNREFUSED)');
    expect(isChainUnreachable(refused)).toBe(true);
    const page = new SyntaxError('Unexpected token \'u\', "upstream says no" is not valid JSON');
    expect(isChainUnreachable(page)).toBe(true);
    expect(chainErrorText(page)).toBe(
      'the address answered, but not as a Solana RPC (Unexpected token \'u\', "upstream says no" is not valid JSON)',
    );
  });
});
