import { describe, expect, it } from 'vitest';
import { confirmEmailMail, escapeHtml, resetPasswordMail } from './templates.ts';

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
    expect(ru.subject).toBe('Подтвердите почту для Пинакотеки');
    expect(ru.text).toContain('в течение 24 часов');
    expect(ru.html).toContain('<html lang="ru">');
  });

  it('write the reset message in both languages, with Russian hour forms', () => {
    expect(resetPasswordMail({ username: 'a', link, validHours: 1 }, 'en').text).toContain('one hour');
    expect(resetPasswordMail({ username: 'a', link, validHours: 1 }, 'ru').text).toContain('одного часа');
    expect(resetPasswordMail({ username: 'a', link, validHours: 21 }, 'ru').text).toContain('21 часа');
    expect(resetPasswordMail({ username: 'a', link, validHours: 2 }, 'ru').subject).toBe(
      'Восстановление пароля в Пинакотеке',
    );
  });

  it('escape what a person typed, so a nickname cannot inject markup', () => {
    const mail = confirmEmailMail({ username: '<img src=x onerror=alert(1)>', link, validHours: 24 }, 'en');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });
});
