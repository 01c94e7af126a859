import { describe, expect, it } from 'vitest';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { operationValue, swapLeftOver } from './value.ts';

const PAINTING = '00000000-0000-4000-8000-000000000000';
const INDEX = '00000000-0000-4000-8000-000000000001';
const swap = (given_value: string, received_value: string): Pick<Order, 'type' | 'amount' | 'swap'> => ({
  type: 'swap',
  amount: received_value,
  swap: { token_id: PAINTING, to_token_id: INDEX, given: '2', received: '1.662916', given_value, received_value },
});

describe('the value an operation is shown at', () => {
  it('shows a swap at what it gave, not at the received side cut down to the cent', () => {
    expect(operationValue(swap('170.00', '169.99'))).toBe('170.00');
  });

  it('shows a swap of INDEX for a painting at what it gave too', () => {
    expect(operationValue(swap('85.00', '85.00'))).toBe('85.00');
  });

  it('shows every other operation at its amount', () => {
    expect(operationValue({ type: 'tokens_buying', amount: '340.00' })).toBe('340.00');
    expect(operationValue({ type: 'swap', amount: '12.34' })).toBe('12.34');
  });
});

describe('what a swap left over', () => {
  it('is what whole tokens left between paintings, and nothing for the cent cut off into INDEX', () => {
    expect(swapLeftOver(swap('1050.00', '1020.00'))).toBe('30');
    expect(swapLeftOver(swap('170.00', '169.99'))).toBeNull();
    expect(swapLeftOver(swap('85.00', '85.00'))).toBeNull();
    expect(swapLeftOver({ type: 'tokens_buying' })).toBeNull();
  });
});
