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

  it('says that a swap cannot be made with what is held, with every figure written the language’s way', () => {
    const key = 'swap_held_too_little:1:INDEX:0.831459:2:1.662917:1.494375';
    expect(messageText(key, 'ru')).toBe(
      'Получаемые токены — целые: за 1 нужно отдать только 0,831459 INDEX, меньше минимума в 1, а за 2 — уже 1,662917 INDEX, больше, чем у вас есть (1,494375). С тем, что у вас есть, этот обмен не получится.',
    );
    expect(messageText(key, 'en')).toBe(
      'You receive whole tokens: 1 takes only 0.831459 INDEX, under the minimum of 1, and 2 would take 1.662917 INDEX, more than the 1.494375 you hold. This swap cannot be made with what you hold.',
    );
  });
});

describe('Russian nouns after a count', () => {
  const russian = (key: string, counts: string[], name?: string) =>
    counts.map((count) => messageText(name ? `${key}:${count}:${name}` : `${key}:${count}`, 'ru'));

  it('agree with 1, 2, 5 and 21 in every message that counts something', () => {
    expect(russian('dev_wallet_not_held', ['1', '2', '5', '21'])).toEqual([
      'В тестовом кошельке только 1 такой токен',
      'В тестовом кошельке только 2 таких токена',
      'В тестовом кошельке только 5 таких токенов',
      'В тестовом кошельке только 21 такой токен',
    ]);
    expect(russian('too_many_open_orders', ['1', '2', '5', '21'])).toEqual([
      'У вас уже 1 неоплаченная заявка: сначала оплатите или отмените одну из них',
      'У вас уже 2 неоплаченные заявки: сначала оплатите или отмените одну из них',
      'У вас уже 5 неоплаченных заявок: сначала оплатите или отмените одну из них',
      'У вас уже 21 неоплаченная заявка: сначала оплатите или отмените одну из них',
    ]);
    expect(russian('reserved_token_limit', ['1', '2', '5', '21'], 'INDEX')).toEqual([
      'Одновременно можно зарезервировать не больше 1 токена INDEX, включая неоплаченные заявки',
      'Одновременно можно зарезервировать не больше 2 токенов INDEX, включая неоплаченные заявки',
      'Одновременно можно зарезервировать не больше 5 токенов INDEX, включая неоплаченные заявки',
      'Одновременно можно зарезервировать не больше 21 токена INDEX, включая неоплаченные заявки',
    ]);
    expect(russian('withdraw_addresses_max', ['1', '2', '5', '21'])).toEqual([
      'Не больше 1 сохранённого адреса: сначала удалите один',
      'Не больше 2 сохранённых адресов: сначала удалите один',
      'Не больше 5 сохранённых адресов: сначала удалите один',
      'Не больше 21 сохранённого адреса: сначала удалите один',
    ]);
    expect(russian('too_many_orders', ['1', '2', '5', '21'])).toEqual([
      'Можно отправить не больше 1 заявки на покупку в час: попробуйте позже',
      'Можно отправить не больше 2 заявок на покупку в час: попробуйте позже',
      'Можно отправить не больше 5 заявок на покупку в час: попробуйте позже',
      'Можно отправить не больше 21 заявки на покупку в час: попробуйте позже',
    ]);
    expect(russian('too_many_orders_from_address', ['1', '5', '21'])).toEqual([
      'С одного сетевого адреса можно оформить не больше 1 заказа в час: попробуйте позже',
      'С одного сетевого адреса можно оформить не больше 5 заказов в час: попробуйте позже',
      'С одного сетевого адреса можно оформить не больше 21 заказа в час: попробуйте позже',
    ]);
    expect(russian('image_side_too_large', ['1', '4096', '21'])).toEqual([
      'Не больше 1 пикселя по каждой стороне',
      'Не больше 4\u00a0096 пикселей по каждой стороне',
      'Не больше 21 пикселя по каждой стороне',
    ]);
  });

  it('takes the genitive singular after a fraction of INDEX', () => {
    expect(messageText('dev_wallet_not_held:1.5', 'ru')).toBe('В тестовом кошельке только 1,5 такого токена');
    expect(messageText('dev_wallet_not_held:0.000001', 'ru')).toBe('В тестовом кошельке только 0,000001 такого токена');
    // A message without a form for fractions keeps its third.
    expect(messageText('min_chars:8', 'ru')).toBe('Минимум 8 символов');
  });
});
