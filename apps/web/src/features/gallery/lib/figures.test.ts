import { describe, expect, it } from 'vitest';
import { availableShare, pointsForPeriod } from './figures.ts';
import { paintingActionTarget, primaryAction } from './painting-actions.ts';

const TOKEN_ID = '11111111-1111-4111-8111-111111111111';
const token = (current_price: string, available: string) => ({
  id: '22222222-2222-4222-8222-222222222222',
  art_token: { id: TOKEN_ID, current_price, available } as never,
});

describe('painting figures', () => {
  it('shows the last 7 days for a week, 30 for a month and all for a year', () => {
    const history = Array.from({ length: 365 }, (_, i) => ({ date: `2026-01-${i}`, price: '1.00' }));
    expect(pointsForPeriod(history, 'week')).toHaveLength(7);
    expect(pointsForPeriod(history, 'month')).toHaveLength(30);
    expect(pointsForPeriod(history, 'year')).toHaveLength(365);
    expect(pointsForPeriod(history, 'week').at(-1)).toBe(history.at(-1));
  });

  it('gives the available share of the emission', () => {
    expect(availableShare('38000', '100000')).toBe(38);
    expect(availableShare('0', '100000')).toBe(0);
  });
});

describe('painting actions', () => {
  it('offers investing only with a price and tokens left, otherwise report on arrival', () => {
    expect(primaryAction(token('85.00', '38000'))).toBe('invest');
    expect(primaryAction(token('120.00', '0'))).toBe('subscribe');
    expect(primaryAction(token('0.00', '100000'))).toBe('subscribe');
  });

  it('sends visitors to /auth for every action', () => {
    for (const action of ['invest', 'subscribe', 'buy_whole'] as const) {
      expect(paintingActionTarget(action, token('85.00', '1'), false)).toBe('/auth');
    }
  });

  it('sends signed-in investors to the basket to invest', () => {
    expect(paintingActionTarget('invest', token('85.00', '1'), true)).toBe(`/tokens/buy?token_id=${TOKEN_ID}`);
  });
});
