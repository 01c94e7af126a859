import { describe, expect, it } from 'vitest';
import { formatCents } from '@pinacoteca/contracts/money';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { forecastIncomeCents, forecastSeries, formatShare, holdingsOf, setAsideOf, sharesOf } from './holdings.ts';

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

/*
 * Graphs made when the prices were half today's: read as prices they would promise a 100 % gain.
 * Today is a quarter end, so each horizon's growth is plain: +5 % by the end of this year, +20 %
 * by the end of next, +50 % by the end of the year after.
 */
const INDEX = token('00000000-0000-4000-8000-000000000000', 'Index', '80.00', {
  '2026_3': '40.00',
  '2026_4': '42.00',
  '2027_4': '48.00',
  '2028_4': '60.00',
});
const A = token('00000000-0000-4000-8000-00000000000a', 'Alpha', '100.00', {
  '2026_3': '50.00',
  '2026_4': '52.25',
  '2027_4': '60.00',
  '2028_4': '75.00',
});
/** Falling, and forecast only to the end of this year. */
const B = token('00000000-0000-4000-8000-00000000000b', 'Beta', '50.00', { '2026_3': '10.00', '2026_4': '9.80' });
const TOKENS = { indexToken: INDEX, artTokens: [A, B] };
const TODAY = '2026-09-30';

/** What the wallet shows as the total: the chart's last point. */
const forecastTotal = (...args: Parameters<typeof forecastSeries>) => forecastSeries(...args).at(-1) ?? null;

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
    expect(formatCents(totalCents)).toBe('800.00');
    expect(holdings.map((h) => [h.token.name, formatCents(h.valueCents), h.share])).toEqual([
      ['Index', '400.00', '50.00'],
      ['Alpha', '200.00', '25.00'],
      ['Beta', '200.00', '25.00'],
    ]);
  });

  it('holds INDEX to its sixth decimal and values the fraction exactly', () => {
    const { holdings, totalCents } = holdingsOf(
      { balance_amount: '0.00', index_token_balance: '2.93', art_token_balances: [] },
      TOKENS,
    );
    // 2.93 × $80.00
    expect(holdings.map((h) => [h.token.name, h.quantity, formatCents(h.valueCents)])).toEqual([
      ['Index', '2.93', '234.40'],
    ]);
    expect(formatCents(totalCents)).toBe('234.40');
    // 0.000001 INDEX is still a holding, worth less than a cent.
    expect(
      holdingsOf({ balance_amount: '0.00', index_token_balance: '0.000001', art_token_balances: [] }, TOKENS).holdings,
    ).toHaveLength(1);
    // 2.93 × ($84.00 − $80.00)
    expect(formatCents(forecastIncomeCents({ token: INDEX, quantity: '2.93' }, 'current_year', TODAY)!)).toBe('11.72');
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

describe('what is set aside for withdrawals and sales', () => {
  const aside = (operation_id: string, token_id: string, value: string) => ({
    operation_id,
    kind: 'withdrawal' as const,
    status: 'awaiting_approval' as const,
    token_id,
    amount: '60',
    value,
    created_at: '2026-11-27T10:00:00.000Z',
  });

  it('lists each with its token and totals their values, counting none of them in the holdings', () => {
    const balance = {
      balance_amount: '200.00',
      index_token_balance: '0',
      art_token_balances: [{ id: A.id, quantity: '2' }],
      set_aside: [
        aside('00000000-0000-4000-8000-000000000101', A.id, '10500.00'),
        aside('00000000-0000-4000-8000-000000000102', INDEX.id, '80.00'),
        // A token the catalogue no longer lists is still set aside: shown without its name.
        aside('00000000-0000-4000-8000-000000000103', '00000000-0000-4000-8000-0000000000ff', '0.50'),
      ],
    };
    const { items, totalCents } = setAsideOf(balance, TOKENS);
    expect(items.map((item) => [item.operation_id.slice(-3), item.token?.name ?? null, item.value])).toEqual([
      ['101', 'Alpha', '10500.00'],
      ['102', 'Index', '80.00'],
      ['103', null, '0.50'],
    ]);
    expect(formatCents(totalCents)).toBe('10580.50');
    expect(formatCents(holdingsOf(balance, TOKENS).totalCents)).toBe('200.00');
  });

  it('is nothing when the server names none (it leaves the field out)', () => {
    const { items, totalCents } = setAsideOf(
      { balance_amount: '0.00', index_token_balance: '0', art_token_balances: [] },
      TOKENS,
    );
    expect(items).toEqual([]);
    expect(totalCents).toBe(0n);
  });
});

describe('forecast income (quantity × (forecast price − current price))', () => {
  it("grows from today's price at the forecast's rate, not to the graph's figures", () => {
    expect(formatCents(forecastIncomeCents({ token: A, quantity: '3' }, 'current_year', TODAY)!)).toBe('13.50');
    expect(formatCents(forecastIncomeCents({ token: A, quantity: '3' }, 'next_two_years', TODAY)!)).toBe('150.00');
  });

  it('counts losses, and a forecast that stops sooner at its last price', () => {
    expect(formatCents(forecastIncomeCents({ token: B, quantity: '4' }, 'current_year', TODAY)!)).toBe('-4.00');
    expect(formatCents(forecastIncomeCents({ token: B, quantity: '4' }, 'next_year', TODAY)!)).toBe('-4.00');
    expect(forecastIncomeCents({ token: token(B.id, 'Gamma', '0.00'), quantity: '4' }, 'next_year', TODAY)).toBeNull();
  });

  it('is nothing today and a few weeks of growth by the end of the year, never a whole year of it', () => {
    // On 23 November a graph made in January put Q4 at +16 %; five weeks of 16 % a year is under 2 %.
    const graph: Record<string, string> = {};
    for (let k = 1; k <= 12; k += 1)
      graph[`${2026 + Math.floor((k - 1) / 4)}_${((k - 1) % 4) + 1}`] = (100 * 1.16 ** (k / 4)).toFixed(2);
    const holding = { token: token(A.id, 'Alpha', '100.00', graph), quantity: '10' };
    const series = forecastSeries([holding], 'current_year', '2026-11-23');
    expect(series[0]).toEqual({ date: '2026-11-23', incomeCents: 0n });
    const total = forecastTotal([holding], 'current_year', '2026-11-23')!;
    expect(total.date).toBe('2026-12-31');
    expect(total.incomeCents > 0n && total.incomeCents < 2_000n).toBe(true);
  });

  it('sums the holdings at each horizon', () => {
    const holdings = [
      { token: A, quantity: '2' },
      { token: B, quantity: '4' },
      { token: INDEX, quantity: '1' },
    ];
    // 2×4.50 − 4×1 + 1×4 = 9
    expect(formatCents(forecastTotal(holdings, 'current_year', TODAY)!.incomeCents)).toBe('9.00');
    // 2×20 − 4 + 16
    expect(formatCents(forecastTotal(holdings, 'next_year', TODAY)!.incomeCents)).toBe('52.00');
    // 2×50 − 4 + 40
    expect(formatCents(forecastTotal(holdings, 'next_two_years', TODAY)!.incomeCents)).toBe('136.00');
    expect(forecastTotal([], 'next_year', TODAY)).toBeNull();
  });

  it('draws the chart from today through the end of every month up to the horizon', () => {
    const series = forecastSeries([{ token: A, quantity: '2' }], 'current_year', TODAY);
    expect(series.map((p) => [p.date, formatCents(p.incomeCents)])).toEqual([
      ['2026-09-30', '0.00'],
      ['2026-10-31', '2.98'],
      ['2026-11-30', '5.92'],
      ['2026-12-31', '9.00'],
    ]);
    expect(forecastSeries([{ token: A, quantity: '2' }], 'next_year', TODAY).at(-1)?.date).toBe('2027-12-31');
  });
});

describe("a holding's share", () => {
  it('is written with two places whatever its value, so shares side by side read alike', () => {
    expect(formatShare('1.10', 'ru')).toBe('1,10%');
    expect(formatShare('59.45', 'ru')).toBe('59,45%');
    expect(formatShare('100', 'en')).toBe('100.00%');
    expect(formatShare('0.00', 'en')).toBe('0.00%');
  });
});

describe('the shares of the holdings', () => {
  /** Hundredths of a percent, to add shares without floating point. */
  const hundredths = (shares: string[]) => shares.reduce((sum, share) => sum + BigInt(share.replace('.', '')), 0n);

  it('add up to exactly the 100.00% of the total row, where rounding each alone gave 99.99%', () => {
    // $4,755.40 + $4,941.40 + $303.20 of $10,000: 47.554 %, 49.414 % and 3.032 % each round down.
    const C = token('00000000-0000-4000-8000-00000000000c', 'Gamma', '0.10');
    const { holdings, totalCents, totalShare } = holdingsOf(
      {
        balance_amount: '0.00',
        index_token_balance: '0',
        art_token_balances: [
          { id: A.id, quantity: '47554' },
          { id: B.id, quantity: '98828' },
          { id: C.id, quantity: '3032' },
        ],
      },
      { indexToken: INDEX, artTokens: [token(A.id, 'Alpha', '0.10'), token(B.id, 'Beta', '0.05'), C] },
    );
    expect(formatCents(totalCents)).toBe('10000.00');
    // The hundredth still missing goes to the first of the two that lost most (0.004 each).
    expect(holdings.map((h) => [h.token.name, formatCents(h.valueCents), h.share])).toEqual([
      ['Beta', '4941.40', '49.42'],
      ['Alpha', '4755.40', '47.55'],
      ['Gamma', '303.20', '3.03'],
    ]);
    expect(sharesOf([475_540n, 494_140n, 30_320n], 1_000_000n)).toEqual(['47.56', '49.41', '3.03']);
    expect(totalShare).toBe('100.00');
    expect(hundredths(holdings.map((h) => h.share))).toBe(10_000n);
  });

  it('give the missing hundredths to the shares that lost most by rounding down, never moving one by more', () => {
    // Thirds: 33.333… each; the hundredth left over goes to the first.
    expect(sharesOf([1n, 1n, 1n], 3n)).toEqual(['33.34', '33.33', '33.33']);
    // 66.666… loses more than 33.333… does.
    expect(sharesOf([1n, 2n], 3n)).toEqual(['33.33', '66.67']);
    expect(sharesOf([5n, 0n, 5n], 10n)).toEqual(['50.00', '0.00', '50.00']);
    expect(sharesOf([7n], 7n)).toEqual(['100.00']);
  });

  it('add up to 100.00 for any values, each within a hundredth of its exact share', () => {
    let seed = 20_260_930;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let round = 0; round < 500; round += 1) {
      const parts = Array.from({ length: 1 + (next() % 12) }, () =>
        BigInt(next() % (next() % 3 === 0 ? 100 : 10_000_000)),
      );
      const whole = parts.reduce((sum, part) => sum + part, 0n);
      if (whole === 0n) continue;
      const shares = sharesOf(parts, whole);
      expect(hundredths(shares), parts.join()).toBe(10_000n);
      shares.forEach((share, i) => {
        // |share − exact| < 0.01, in hundredths scaled by the whole.
        const error = BigInt(share.replace('.', '')) * whole - (parts[i] ?? 0n) * 10_000n;
        expect(error < whole && error > -whole, `${parts.join()} → ${shares.join()}`).toBe(true);
      });
    }
  });

  it('are all 0.00, and so is the total, when nothing held has a price', () => {
    expect(sharesOf([0n, 0n], 0n)).toEqual(['0.00', '0.00']);
    const { holdings, totalShare } = holdingsOf(
      { balance_amount: '0.00', index_token_balance: '0', art_token_balances: [{ id: A.id, quantity: '3' }] },
      { indexToken: INDEX, artTokens: [token(A.id, 'Alpha', '0.00')] },
    );
    expect(holdings.map((h) => h.share)).toEqual(['0.00']);
    expect(totalShare).toBe('0.00');
  });
});
