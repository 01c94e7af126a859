import { useMemo } from 'react';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { useTokens } from '../../../shared/api/catalogue.ts';

/** Tokens by id (INDEX included), to name and picture the lines of an operation. */
export function useTokensById(): Map<string, Token> {
  const { data } = useTokens();
  return useMemo(
    () => new Map(data ? [data.indexToken, ...data.artTokens].map((token) => [token.id, token]) : []),
    [data],
  );
}
