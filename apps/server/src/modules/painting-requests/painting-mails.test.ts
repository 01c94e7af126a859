import { describe, expect, it } from 'vitest';
import { paintingAttributedMail, paintingAvailableMail, paintingRequestMail } from '../mail/templates.ts';

const link = 'https://pinacoteca.example/gallery/1?a=1&b=2';

describe('painting e-mails', () => {
  it('write the arrival notice in both languages with the painting page link in text and HTML', () => {
    const en = paintingAvailableMail({ username: 'Anna', painting: 'Red Roofs', link }, 'en');
    expect(en.subject).toBe('Tokens of “Red Roofs” are available again');
    expect(en.text).toContain(link);
    expect(en.html).toContain('href="https://pinacoteca.example/gallery/1?a=1&amp;b=2"');
    const ru = paintingAvailableMail({ username: 'Анна', painting: 'Красные крыши', link }, 'ru');
    expect(ru.subject).toBe('Токены картины «Красные крыши» снова в продаже');
    expect(ru.html).toContain('<html lang="ru">');
  });

  it('tell of a completed attribution, not of tokens on sale again, in both languages', () => {
    const en = paintingAttributedMail({ username: 'Anna', painting: 'Red Roofs', link }, 'en');
    expect(en.template).toBe('painting_attributed');
    expect(en.subject).toBe('“Red Roofs” is attributed: its tokens are on sale');
    expect(en.text).not.toMatch(/again/);
    expect(en.text).toContain(link);
    const ru = paintingAttributedMail({ username: 'Анна', painting: 'Красные крыши', link }, 'ru');
    expect(ru.subject).toBe('Картина «Красные крыши» атрибутирована: токены в продаже');
    expect(ru.text).not.toMatch(/снова/);
  });

  it('name the sale in the whole-painting acknowledgement', () => {
    const mail = paintingRequestMail({ username: 'a', painting: 'Dunes', link, saleId: 'SALE-0001' }, 'en');
    expect(mail.template).toBe('painting_request_received');
    expect(mail.text).toContain('sale SALE-0001');
    expect(paintingRequestMail({ username: 'a', painting: 'Dunes', link, saleId: 'S-1' }, 'ru').text).toContain(
      'продажа S-1',
    );
  });

  it('escape names, so a nickname cannot inject markup', () => {
    const mail = paintingAvailableMail({ username: '<b>x</b>', painting: 'A & "B"', link }, 'en');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).toContain('A &amp; &quot;B&quot;');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
