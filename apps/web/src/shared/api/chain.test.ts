import { describe, expect, it } from 'vitest';
import { localeTexts } from '../i18n/locale-texts.ts';
import { chainWording, type ChainWording } from './chain.ts';

const WORDINGS: ChainWording[] = ['unknown', 'devnet', 'embedded', 'embedded_test_wallet'];

/** The texts under one key of a locale file, by wording ("withdraw.chain.subtitle" → {devnet: …}). */
function textsOf(language: 'en' | 'ru', where: string): Record<string, string> {
  return Object.fromEntries(
    localeTexts(language)
      .filter((entry) => entry.where.startsWith(`${where}.`))
      .map((entry) => [entry.where.slice(where.length + 1), entry.text]),
  );
}

/** The subtitles of /withdraw, one line each. */
const SUBTITLES = [textsOf('en', 'withdraw.chain.subtitle'), textsOf('ru', 'withdraw.chain.subtitle')];

/** The hints beside a wallet address (/withdraw, /sell, /deposit), which say all of it. */
const HINTS = {
  en: ['withdraw.chain.network', 'withdraw.chain.payout_hint', 'deposit.chain.network'].map((w) => textsOf('en', w)),
  ru: ['withdraw.chain.network', 'withdraw.chain.payout_hint', 'deposit.chain.network'].map((w) => textsOf('ru', w)),
};

describe('chainWording', () => {
  it('names devnet only where the server says devnet runs', () => {
    expect(chainWording('devnet', false)).toBe('devnet');
    expect(chainWording('devnet', true)).toBe('devnet');
    expect(chainWording('embedded', false)).toBe('embedded');
    expect(chainWording(undefined, true)).toBe('unknown');
  });

  it('points to the test wallet on the embedded chain only where the dev routes offer it', () => {
    expect(chainWording('embedded', true)).toBe('embedded_test_wallet');
    expect(chainWording('embedded', false)).toBe('embedded');
  });
});

describe('the texts naming the chain', () => {
  it('exist for every wording in both languages', () => {
    for (const texts of [...SUBTITLES, ...HINTS.en, ...HINTS.ru])
      for (const wording of WORDINGS)
        if (wording in texts) expect(texts[wording as keyof typeof texts]).toBeTruthy();
        else throw new Error(`no text for ${wording}: ${JSON.stringify(texts)}`);
  });

  it('send nobody to devnet while it is unknown which chain runs, nor on the embedded one', () => {
    for (const texts of [...SUBTITLES, ...HINTS.en, ...HINTS.ru]) {
      expect(texts.unknown).not.toMatch(/devnet|mainnet/);
      expect(texts.devnet).toMatch(/devnet/);
    }
    for (const subtitle of SUBTITLES) {
      expect(subtitle.embedded).not.toMatch(/devnet|mainnet/);
      expect(subtitle.embedded_test_wallet).not.toMatch(/devnet|mainnet/);
    }
  });

  it('say on the embedded chain that wallets on devnet or mainnet cannot reach it', () => {
    for (const texts of [...HINTS.en, ...HINTS.ru])
      for (const embedded of [texts.embedded, texts.embedded_test_wallet]) {
        expect(embedded).toMatch(/not on Solana devnet or mainnet|а не в Solana devnet или mainnet/);
      }
  });

  it('say the test wallet stands in for the wallet app only where the page offers it', () => {
    for (const [language, word] of [
      ['en', /test wallet/],
      ['ru', /тестовый кошелёк/],
    ] as const)
      for (const texts of HINTS[language]) {
        expect(texts.embedded_test_wallet).toMatch(word);
        expect(texts.embedded).not.toMatch(word);
      }
  });
});
