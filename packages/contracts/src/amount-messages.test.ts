import { describe, expect, it } from 'vitest';
import { messageText } from './messages.ts';

describe('messages about token amounts', () => {
  it('writes a fractional count the language’s way: a decimal comma in Russian', () => {
    expect(messageText('sell_not_held:2.5', 'ru')).toBe('Столько у вас нет: есть только 2,5');
    expect(messageText('sell_not_held:2.5', 'en')).toBe('You hold 2.5 of this token');
    expect(messageText('sell_not_held:12345.000001', 'ru')).toBe('Столько у вас нет: есть только 12\u00a0345,000001');
  });

  it('says how much one has in a sentence that reads right for any count', () => {
    for (const key of ['sell_not_held', 'swap_not_held']) {
      expect(messageText(`${key}:51`, 'ru')).toBe('Столько у вас нет: есть только 51');
      expect(messageText(`${key}:1`, 'en')).toBe('You hold 1 of this token');
    }
    // A withdrawal names the whole tokens it can take.
    expect(messageText('withdraw_not_held:12345', 'ru')).toBe('Можно вывести не больше 12\u00a0345');
    expect(messageText('withdraw_not_held:1', 'en')).toBe('You can withdraw at most 1 of this token');
  });

  it('says how many decimal places an amount may have', () => {
    expect(messageText('amount_decimals:6', 'en')).toBe('At most 6 decimal places');
    expect(messageText('amount_decimals:6', 'ru')).toBe('Не больше 6 знаков после запятой');
  });

  it('says what a swap would give when that is less than one token', () => {
    expect(messageText('swap_gives_too_little:0.831459:INDEX', 'en')).toBe(
      'You receive whole tokens, and they cost only 0.831459 INDEX: a swap gives at least 1, so receive more',
    );
    expect(messageText('swap_gives_too_little:0.831459:INDEX', 'ru')).toBe(
      'Получаемые токены — целые, и стоят они только 0,831459 INDEX, а отдать нужно не меньше 1: увеличьте получаемое количество',
    );
  });
});
