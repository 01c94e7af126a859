import { describe, expect, it } from 'vitest';
import {
  accountRemovedMail,
  confirmEmailMail,
  escapeHtml,
  operatorDecisionMail,
  paintingAvailableMail,
  paintingRequestMail,
  recoverAccountMail,
  resetPasswordMail,
  salePayoutAddressMail,
  securityNoticeMail,
  signInFailuresMail,
  valueReceivedMail,
  refundMail,
  valueSentMail,
  withdrawAddressAddedMail,
} from './templates.ts';

const link = 'https://pinacoteca.example/registration/confirm?token=abc&x=1';

describe('e-mail templates', () => {
  it('write the confirmation in English and Russian, with text and HTML parts carrying the link', () => {
    const en = confirmEmailMail({ username: 'anna', link, validHours: 24 }, 'en');
    expect(en.subject).toBe('Confirm your e-mail for Pinacoteca');
    expect(en.text).toContain(link);
    expect(en.text).toContain('24 hours');
    expect(en.html).toContain('href="https://pinacoteca.example/registration/confirm?token=abc&amp;x=1"');
    expect(en.html).toContain('<html lang="en">');

    const ru = confirmEmailMail({ username: 'anna', link, validHours: 24 }, 'ru');
    expect(ru.subject).toBe('Подтвердите почту для Pinacoteca');
    expect(ru.text).toContain('в течение 24 часов');
    expect(ru.html).toContain('<html lang="ru">');
  });

  it('tell the owner of each sign-in change in their language, with the way to take the account back', () => {
    const back = 'https://pinacoteca.example/reset-password/request';
    const changes = [
      'password_changed',
      'password_reset',
      'two_factor_disabled',
      'two_factor_reset_by_admin',
      'google_connected',
    ] as const;
    for (const language of ['en', 'ru'] as const) {
      const subjects = changes.map((change) => {
        const mail = securityNoticeMail({ username: 'anna', change, link: back }, language);
        expect(mail.template).toBe('security_notice');
        expect(mail.text).toContain(back);
        expect(mail.html).toContain(`<html lang="${language}">`);
        return mail.subject;
      });
      expect(new Set(subjects).size).toBe(changes.length);
    }
    expect(securityNoticeMail({ username: 'a', change: 'password_changed', link: back }, 'ru').text).toContain(
      'сбросьте пароль',
    );
  });

  it('tell the owner a withdrawal or a sale left the account, in their language, with where it went', () => {
    const link = 'https://pinacoteca.example/operations/abc';
    const address = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
    const sale = {
      username: 'anna',
      kind: 'sale',
      amount: '1500',
      symbol: 'ART1',
      usdc: '1234.5',
      address,
      link,
    } as const;
    const ru = valueSentMail(sale, 'ru');
    expect(ru.subject).toBe('Ваша продажа 1\u00a0500 ART1 оплачена');
    expect(ru.text).toContain(`выплатила 1\u00a0234,5 USDC на адрес ${address}`);
    expect(ru.text).toContain('выйдите на других устройствах');
    expect(ru.html).toContain('<html lang="ru">');
    const en = valueSentMail({ ...sale, kind: 'withdrawal', amount: '0.25', symbol: 'INDEX' }, 'en');
    expect(en.subject).toBe('Your withdrawal of 0.25 INDEX was sent');
    expect(en.text).toContain(`reached the wallet ${address}`);
    const one = valueSentMail({ ...sale, kind: 'withdrawal', amount: '1' }, 'ru');
    expect(one.text).toContain(`выведено: 1 ART1. Перевод зачислен на кошелёк ${address}`);
    expect(en.text).toContain(link);
  });

  it('tell the buyer a refund was taken and then completed, in their language, with the reference', () => {
    const link = 'https://pinacoteca.example/operations/abc';
    const items = [{ amount: '3', symbol: 'ART1' }];
    const taken = refundMail({ username: 'anna', stage: 'taken', items, totalUsd: '1361.15', link }, 'ru');
    expect(taken.subject).toBe('Ваша покупка возвращается');
    expect(taken.text).toContain('(3 ART1, 1\u00a0361,15\u00a0$): эти токены списаны с вашего баланса');
    expect(taken.text).toContain(link);
    const done = refundMail(
      { username: 'anna', stage: 'completed', items, totalUsd: '1361.15', reference: 'RF-9', link },
      'en',
    );
    expect(done.subject).toBe('Your refund is complete');
    expect(done.text).toContain('The payment of $1,361.15 for your purchase of 3 ART1 has been returned to you');
    expect(done.text).toContain('Reference of the return: RF-9');
    expect(done.html).toContain('<html lang="en">');
  });

  it('tell the owner a purchase was paid or a deposit credited, in their language', () => {
    const link = 'https://pinacoteca.example/operations/abc';
    const items = [
      { amount: '1500', symbol: 'ART1' },
      { amount: '0.5', symbol: 'INDEX' },
    ];
    const ru = valueReceivedMail({ username: 'anna', kind: 'purchase', items, totalUsd: '1361.15', link }, 'ru');
    expect(ru.subject).toBe('Покупка оплачена: токены ваши');
    expect(ru.text).toContain(
      'Оплата 1\u00a0361,15\u00a0$ получена, и 1\u00a0500 ART1, 0,5 INDEX уже на вашем балансе.',
    );
    const en = valueReceivedMail({ username: 'anna', kind: 'deposit', items: items.slice(1), link }, 'en');
    expect(en.subject).toBe('Your deposit of 0.5 INDEX is credited');
    expect(en.text).toContain(link);
    // No verb agrees with the amount in Russian, so one token reads as right as many.
    const one = valueReceivedMail(
      { username: 'anna', kind: 'deposit', items: [{ amount: '1', symbol: 'ART1' }], link },
      'ru',
    );
    expect(one.text).toContain('зачислено на ваш баланс: 1 ART1.');
  });

  it('tell a person an admin turned their two-factor off at their request, and what to do if they did not ask', () => {
    const back = 'https://pinacoteca.example/reset-password/request';
    const en = securityNoticeMail({ username: 'anna', change: 'two_factor_reset_by_admin', link: back }, 'en');
    expect(en.subject).toBe('An administrator turned off your two-factor authentication');
    expect(en.text).toContain('At your request, an administrator');
    expect(en.text).toContain('If you did not ask for it, write to support at once and reset your password');
    // Not the owner's own change: not told to turn two-factor back on as if a stranger had turned it off.
    expect(en.text).not.toContain('If it was not you');
    const ru = securityNoticeMail({ username: 'anna', change: 'two_factor_reset_by_admin', link: back }, 'ru');
    expect(ru.text).toContain('По вашей просьбе администратор');
    expect(ru.text).toContain('напишите в поддержку и сбросьте пароль');
    expect(ru.text).toContain(back);
  });

  it('greet a registrant without the nickname they typed: the address may be a stranger’s', () => {
    const lure = 'Claim your prize at evil.example/win now';
    for (const language of ['en', 'ru'] as const) {
      const mail = confirmEmailMail({ username: lure, link, validHours: 24 }, language);
      expect(mail.text).not.toContain(lure);
      expect(mail.html).not.toContain('evil.example');
    }
  });

  it('write the reset message in both languages, with Russian hour forms', () => {
    expect(resetPasswordMail({ username: 'a', link, validHours: 1 }, 'en').text).toContain('one hour');
    expect(resetPasswordMail({ username: 'a', link, validHours: 1 }, 'ru').text).toContain('одного часа');
    expect(resetPasswordMail({ username: 'a', link, validHours: 21 }, 'ru').text).toContain('21 часа');
    expect(resetPasswordMail({ username: 'a', link, validHours: 2 }, 'ru').subject).toBe(
      'Восстановление пароля в Pinacoteca',
    );
  });

  it('write the brand as the logo does in both languages', () => {
    const linkData = { username: 'anna', link, validHours: 24 };
    const paintingData = { username: 'anna', painting: 'Red roofs', link, saleId: 'S-1' };
    for (const language of ['en', 'ru'] as const) {
      const mails = [
        confirmEmailMail(linkData, language),
        resetPasswordMail(linkData, language),
        recoverAccountMail(linkData, language),
        accountRemovedMail({ ...linkData, validHours: 30 * 24 }, language),
        paintingAvailableMail(paintingData, language),
        paintingRequestMail(paintingData, language),
      ];
      for (const mail of mails) {
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/Пинакотек/);
        expect(mail.text.endsWith('— Pinacoteca')).toBe(true);
      }
    }
  });

  it('escape what a person typed, so a nickname cannot inject markup', () => {
    const mail = resetPasswordMail({ username: '<img src=x onerror=alert(1)>', link, validHours: 24 }, 'en');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('list failed sign-in attempts with their UTC times and addresses, the latest twenty at most', () => {
    const attempts = Array.from({ length: 23 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 23, 12, 0, i)),
      ip: `203.0.113.${i + 1}`,
    }));
    const data = { username: 'anna', kind: 'password' as const, attempts, windowMinutes: 15, link };
    const en = signInFailuresMail(data, 'en');
    expect(en.text).toContain('in the last 15 minutes: 23.');
    expect(en.text).toContain('23 Nov 2026, 12:00:22 UTC — 203.0.113.23\n');
    expect(en.text).not.toContain('203.0.113.3\n');
    expect(en.text).toContain('… and 3 earlier');
    expect(en.html).toContain('UTC — 203.0.113.22<br>');

    const ru = signInFailuresMail({ ...data, kind: 'code', attempts: attempts.slice(0, 5) }, 'ru');
    expect(ru.text).toContain(
      'Неверных кодов двухфакторной аутентификации для вашего аккаунта за последние 15 минут: 5.',
    );
    expect(ru.text).toContain('23 нояб. 2026 г., 12:00:04 UTC — 203.0.113.5');
  });
});

describe('the notice of a saved withdrawal address', () => {
  it('names when the address becomes usable, or says it is usable at once, without an "until then"', () => {
    const later = withdrawAddressAddedMail(
      { username: 'anna', address: 'Wallet111', usableAt: new Date(Date.now() + 24 * 3600_000), link },
      'en',
    ).text;
    expect(later).toContain('Tokens can be withdrawn to it from');
    expect(later).toContain('until then nothing can be sent to it');
    for (const language of ['en', 'ru'] as const) {
      const now = withdrawAddressAddedMail(
        { username: 'anna', address: 'Wallet111', usableAt: new Date(), link },
        language,
      ).text;
      expect(now).toContain(language === 'en' ? 'at once' : 'сразу');
      expect(now).not.toMatch(/until then|до указанного времени/);
    }
  });
});

describe('the notice of a payout sent to another address', () => {
  it('writes the amount as each language writes numbers', () => {
    const data = { username: 'Anna', address: 'Addr1', payout: '13500.00', link: 'https://example.com/operations/1' };
    expect(salePayoutAddressMail(data, 'en').text).toContain(
      'The 13,500.00 USDC payout of your sale now goes to Addr1.',
    );
    expect(salePayoutAddressMail(data, 'ru').text).toContain('Выплата 13\u00a0500,00 USDC по вашей продаже');
  });
});

describe('the notice of an operator’s decision', () => {
  it('names the amount as each language writes it, the reason of a refusal, escaped, and the operation', () => {
    const data = {
      username: 'Anna',
      kind: 'sale' as const,
      outcome: 'rejected' as const,
      amount: '1500.5',
      symbol: 'INDEX',
      reason: 'Call <us> first',
      link: 'https://example.com/operations/1',
    };
    const ru = operatorDecisionMail(data, 'ru');
    expect(ru.subject).toBe('Ваша продажа не одобрена');
    expect(ru.text).toContain('вашу продажу 1\u00a0500,5 INDEX');
    expect(ru.text).toContain('Причина: Call <us> first');
    expect(ru.html).toContain('Call &lt;us&gt; first');
    expect(
      operatorDecisionMail({ ...data, kind: 'withdrawal', outcome: 'approved', reason: null }, 'en').text,
    ).toContain('An operator approved your withdrawal of 1,500.5 INDEX');
  });
});
