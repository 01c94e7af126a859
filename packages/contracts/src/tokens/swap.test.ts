import { describe, expect, it } from 'vitest';
import { messageText } from '../messages.ts';
import {
  leastSwap,
  quoteByGiven,
  quoteByReceived,
  receivesLessThan,
  SwapRequest,
  swapQuoteProblem,
  swapTargetSoldOut,
} from './swap.ts';

const art = (price: string) => ({ price, decimals: 0 });
const index = (price: string) => ({ price, decimals: 6 });
const indexToken = (price: string) => ({ ...index(price), symbol: 'INDEX' });
const artToken = (price: string) => ({ ...art(price), symbol: 'YOUNG-MERCHANT' });

describe('swap quotes', () => {
  it('receives whole art tokens and takes only what they cost; the rest stays with the person', () => {
    // 10 × $12.50 = $125 buys 4 × $30 = $120; 9.6 tokens are needed, so 10 are taken.
    expect(quoteByGiven(art('12.50'), art('30.00'), 10n, 1000n)).toEqual({
      give: 10n,
      receive: 4n,
      leftoverMicroCents: 500n * 1_000_000n,
    });
    // 20 × $12.50 = $250 buys 8 × $30 = $240: 19.2 → 20 taken.
    expect(quoteByGiven(art('12.50'), art('30.00'), 21n, 1000n)).toMatchObject({ give: 20n, receive: 8n });
  });

  it('receives INDEX to six decimals', () => {
    const quote = quoteByGiven(art('10.00'), index('7.00'), 3n, 10n ** 12n);
    expect(quote).toEqual({ give: 3n, receive: 4_285_714n, leftoverMicroCents: 200n });
  });

  it('gives INDEX to six decimals for whole art tokens', () => {
    expect(quoteByGiven(index('7.00'), art('10.00'), 2_000_000n, 1000n)).toEqual({
      give: 1_428_572n,
      receive: 1n,
      leftoverMicroCents: 400n,
    });
  });

  it('is capped by what the target has available and by what the person holds', () => {
    expect(quoteByGiven(art('12.50'), art('30.00'), 100n, 2n)).toMatchObject({ give: 5n, receive: 2n });
    expect(quoteByReceived(art('12.50'), art('30.00'), 4n, 1000n)).toMatchObject({ give: 10n, receive: 4n });
    // Holding 5: 4 would cost 10, so what 5 buys (2) is offered instead.
    expect(quoteByReceived(art('12.50'), art('30.00'), 4n, 5n)).toMatchObject({ give: 5n, receive: 2n });
  });

  it('wants at least one token on each side: what is received and what is taken (SPEC §5)', () => {
    // One art token at $54 costs 0.528… INDEX at $102.23: a "1" INDEX that takes less than one.
    const cheap = quoteByGiven(index('102.23'), art('54.00'), 1_000_000n, 1000n);
    expect(cheap).toMatchObject({ give: 528_221n, receive: 1n });
    expect(swapQuoteProblem(cheap, indexToken('102.23'), art('54.00'))).toBe('swap_gives_too_little:0.528221:INDEX');
    // Two art tokens take 1.056… INDEX: both sides at least one.
    const two = quoteByGiven(index('102.23'), art('54.00'), 1_100_000n, 1000n);
    expect(swapQuoteProblem(two, indexToken('102.23'), art('54.00'))).toBeNull();
    // One art token buys 0.528… INDEX: less than one received.
    const back = quoteByGiven(art('54.00'), index('102.23'), 1n, 10n ** 12n);
    expect(swapQuoteProblem(back, artToken('54.00'), index('102.23'))).toBe('swap_too_small');
    expect(
      swapQuoteProblem(quoteByGiven(art('54.00'), index('102.23'), 2n, 10n ** 12n), artToken('54.00'), index('102.23')),
    ).toBeNull();
  });

  it('offers nothing for tokens without a price, nothing for nothing', () => {
    expect(quoteByGiven(art('0.00'), art('30.00'), 10n, 1000n).receive).toBe(0n);
    expect(quoteByGiven(art('12.50'), art('0.00'), 10n, 1000n).receive).toBe(0n);
    expect(quoteByGiven(art('12.50'), art('30.00'), 2n, 1000n)).toMatchObject({ give: 0n, receive: 0n });
  });

  it('calls a target with less than one token available sold out', () => {
    expect(swapTargetSoldOut(art('30.00'), 0n)).toBe(true);
    expect(swapTargetSoldOut(art('30.00'), 1n)).toBe(false);
    expect(swapTargetSoldOut(index('7.00'), 999_999n)).toBe(true);
    expect(swapTargetSoldOut(index('7.00'), 1_000_000n)).toBe(false);
  });

  it('guards the price: less than the tokens confirmed is refused, exactly', () => {
    expect(receivesLessThan(4n, art('30.00'), '4')).toBe(false);
    expect(receivesLessThan(4n, art('30.00'), '4.5')).toBe(true);
    expect(receivesLessThan(3n, art('30.00'), '4')).toBe(true);
    expect(receivesLessThan(4_285_714n, index('7.00'), '4.285714')).toBe(false);
    expect(receivesLessThan(4_285_713n, index('7.00'), '4.285714')).toBe(true);
  });

  it('takes an optional least amount to receive, empty meaning none', () => {
    const ok = {
      token_id: '6240585b-8553-4631-b49b-dfa40a6060b6',
      to_token_id: 'd1a7da40-1476-446b-bef9-9a6a07dc6d51',
      amount: '2',
    };
    expect(SwapRequest.parse(ok).min_received).toBeUndefined();
    expect(SwapRequest.parse({ ...ok, min_received: '' }).min_received).toBeUndefined();
    expect(SwapRequest.parse({ ...ok, min_received: null }).min_received).toBeUndefined();
    expect(SwapRequest.parse({ ...ok, min_received: ' 4.25 ' }).min_received).toBe('4.25');
    expect(SwapRequest.safeParse({ ...ok, min_received: '1e3' }).error?.issues[0]?.message).toBe('invalid_format');
  });

  it('accepts amounts as decimal text', () => {
    const ok = {
      token_id: '6240585b-8553-4631-b49b-dfa40a6060b6',
      to_token_id: 'd1a7da40-1476-446b-bef9-9a6a07dc6d51',
    };
    expect(SwapRequest.safeParse({ ...ok, amount: '2.5' }).success).toBe(true);
    expect(SwapRequest.safeParse({ ...ok, amount: '-1' }).success).toBe(false);
    expect(SwapRequest.safeParse({ ...ok, amount: '1e3' }).success).toBe(false);
  });
});

const indexSide = { price: '102.23', decimals: 6, symbol: 'INDEX' };
const merchant = { price: '85.00', decimals: 0 };
const harbour = { price: '30.00', decimals: 0 };

describe('a swap that gives less than one token', () => {
  it('finds the fewest whole tokens that take at least one token given', () => {
    // One costs 0.831459 INDEX, two 1.662917 (170 / 102.23, rounded up).
    expect(leastSwap(indexSide, merchant)).toMatchObject({ receive: 2n, give: 1_662_917n });
    // At $30 one costs 0.293456 INDEX: four are the fewest that take one.
    expect(leastSwap(indexSide, harbour)).toMatchObject({ receive: 4n, give: 1_173_824n });
    expect(leastSwap(indexSide, { price: '0.00', decimals: 0 })).toBeNull();
  });

  it('says the swap cannot be made when the fewest that take one cost more than is held', () => {
    const held = 1_494_375n;
    const quote = quoteByGiven(indexSide, merchant, held, 1000n);
    expect(quote).toMatchObject({ receive: 1n, give: 831_459n });
    const problem = swapQuoteProblem(quote, indexSide, merchant, held);
    expect(problem).toBe('swap_held_too_little:1:INDEX:0.831459:2:1.662917:1.494375');
    expect(messageText(problem!, 'ru')).toBe(
      'Получаемые токены — целые: за 1 нужно отдать только 0,831459 INDEX, меньше минимума в 1, а за 2 — уже 1,662917 INDEX, больше, чем у вас есть (1,494375). С тем, что у вас есть, этот обмен не получится.',
    );
    expect(messageText(problem!, 'en')).toBe(
      'You receive whole tokens: 1 takes only 0.831459 INDEX, under the minimum of 1, and 2 would take 1.662917 INDEX, more than the 1.494375 you hold. This swap cannot be made with what you hold.',
    );
  });

  it('keeps the advice to receive more when what is held allows it', () => {
    const quote = quoteByGiven(indexSide, merchant, 1_000_000n, 1000n);
    expect(swapQuoteProblem(quote, indexSide, merchant, 2_000_000n)).toBe('swap_gives_too_little:0.831459:INDEX');
  });

  it('leaves a swap the rules allow alone', () => {
    const quote = quoteByGiven(indexSide, merchant, 1_700_000n, 1000n);
    expect(swapQuoteProblem(quote, indexSide, merchant, 1_700_000n)).toBeNull();
  });
});
