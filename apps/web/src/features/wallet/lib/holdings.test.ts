import { describe, expect, it } from 'vitest';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { fromCents } from '../../../shared/lib/money.ts';
import { forecastIncomeCents, forecastPriceAt, forecastSeries, forecastTotalCents, holdingsOf } from './holdings.ts';

function token(id: string, name: string, current_price: string, prediction_graph: Record<string, string> = {}): Token {
  return {
    id,
    symbol: name.slice(0, 3).toUpperCase(),
    name,
    icon: '',
    icon2x: '',
    base_price: current_price,
    current_price,
    available: '100',
    emission: '100000',
    unavailable: '99900',
    capitalization: '0.00',
    rest: '0.10',
    prediction_graph,
    painting_id: null,
    price_history: [],
  };
}

const INDEX = token('00000000-0000-4000-8000-000000000000', 'Index', '80.00', {
  '2026_4': '84.00',
  '2027_4': '90.00',
  '2028_4': '100.00',
});
const A = token('00000000-0000-4000-8000-00000000000a', 'Alpha', '100.00', {
  '2026_3': '101.00',
  '2026_4': '104.50',
  '2027_2': '110.00',
  '2027_4': '120.00',
  '2028_4': '150.00',
});
const B = token('00000000-0000-4000-8000-00000000000b', 'Beta', '50.00', { '2026_4': '49.00' });
const TOKENS = { indexToken: INDEX, artTokens: [A, B] };
const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('holdings of the portfolio', () => {
  it('values each holding at the current price and gives its share of the total', () => {
    const { holdings, totalCents } = holdingsOf(
      {
        balance_amount: '0.00',
        index_token_balance: '5',
        art_token_balances: [
          { id: B.id, quantity: '4' },
          { id: A.id, quantity: '2' },
        ],
      },
      TOKENS,
    );
    expect(fromCents(totalCents)).toBe('800.00');
    expect(holdings.map((h) => [h.token.name, fromCents(h.valueCents), h.share])).toEqual([
      ['Index', '400.00', '50.00'],
      ['Alpha', '200.00', '25.00'],
      ['Beta', '200.00', '25.00'],
    ]);
  });

  it('leaves out zero quantities and tokens the catalogue does not list', () => {
    const { holdings, totalCents } = holdingsOf(
      {
        balance_amount: '0.00',
        index_token_balance: '0',
        art_token_balances: [
          { id: A.id, quantity: '0' },
          { id: '00000000-0000-4000-8000-0000000000ff', quantity: '3' },
        ],
      },
      TOKENS,
    );
    expect(holdings).toEqual([]);
    expect(totalCents).toBe(0n);
  });
});

describe('forecast income (quantity × (forecast price − current price))', () => {
  it('takes the forecast price of the horizon year’s last quarter', () => {
    expect(forecastPriceAt(A, 2026)).toBe('104.50');
    expect(forecastPriceAt(A, 2027)).toBe('120.00');
    expect(forecastPriceAt(B, 2027)).toBeNull();
  });

  it('multiplies the quantity by the price change, in cents, losses included', () => {
    expect(fromCents(forecastIncomeCents({ token: A, quantity: 3n }, 2026)!)).toBe('13.50');
    expect(fromCents(forecastIncomeCents({ token: B, quantity: 4n }, 2026)!)).toBe('-4.00');
    expect(forecastIncomeCents({ token: B, quantity: 4n }, 2028)).toBeNull();
  });

  it('sums the holdings at each horizon', () => {
    const holdings = [
      { token: A, quantity: 2n },
      { token: B, quantity: 4n },
      { token: INDEX, quantity: 1n },
    ];
    // 2×4.50 − 4×1 + 1×4 = 9
    expect(fromCents(forecastTotalCents(holdings, 'current_year', 2026)!)).toBe('9.00');
    // 2×20 + 10 (B has no 2027 forecast)
    expect(fromCents(forecastTotalCents(holdings, 'next_year', 2026)!)).toBe('50.00');
    expect(fromCents(forecastTotalCents(holdings, 'next_two_years', 2026)!)).toBe('120.00');
    expect(forecastTotalCents([], 'next_year', 2026)).toBeNull();
  });

  it('draws the chart from today through the quarters still ahead up to the horizon', () => {
    const series = forecastSeries([{ token: A, quantity: 2n }], 'next_year', NOW);
    expect(series.map((p) => [p.year, p.quarter, fromCents(p.incomeCents)])).toEqual([
      [2026, null, '0.00'],
      [2026, 4, '9.00'],
      [2027, 2, '20.00'],
      [2027, 4, '40.00'],
    ]);
    expect(forecastSeries([{ token: A, quantity: 2n }], 'current_year', NOW)).toHaveLength(2);
  });
});
