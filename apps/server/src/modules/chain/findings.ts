import type { Language } from '@pinacoteca/contracts/constants';
import { formatDecimalText } from '@pinacoteca/contracts/messages';

/**
 * What a check of the chain against the ledger found, kept as its kind and its figures (decimal
 * token amounts and the token's symbol), so that each reader is told it in their own language: the
 * public /transparency page, and the alert e-mailed to each operator (an outside tester read the
 * finding in English on the Russian page). `text` is a finding stored before kinds were kept.
 */
export type Finding =
  | { kind: 'mint_missing' }
  | { kind: 'supply_differs'; symbol: string; chain: string; emission: string }
  | { kind: 'authority_left' }
  | { kind: 'ledger_total'; symbol: string; ledger: string; emission: string }
  | { kind: 'treasury_short'; symbol: string; treasury: string; expected: string }
  | { kind: 'surplus'; symbol: string; treasury: string; surplus: string; expected: string }
  | { kind: 'text'; text: string };

type Say = { [K in Finding['kind']]: (finding: Extract<Finding, { kind: K }>, n: (value: string) => string) => string };

const SAY: Record<Language, Say> = {
  en: {
    mint_missing: () => 'the mint is missing on chain',
    supply_differs: (f, n) => `the chain's supply ${n(f.chain)} differs from the emission ${n(f.emission)}`,
    authority_left: () => 'the mint still has a mint authority',
    ledger_total: (f, n) => `the ledger holds ${n(f.ledger)}, not the emission ${n(f.emission)}`,
    treasury_short: (f, n) => `the treasury holds ${n(f.treasury)} on chain; the ledger expects ${n(f.expected)}`,
    surplus: (f, n) =>
      `the treasury holds ${n(f.treasury)} on chain, ${n(f.surplus)} more than the ledger expects ` +
      `(${n(f.expected)}): sent to it from outside; withdrawals go on`,
    text: (f) => f.text,
  },
  ru: {
    mint_missing: () => 'выпуска токена нет в сети',
    supply_differs: (f, n) => `предложение в сети ${n(f.chain)} отличается от эмиссии ${n(f.emission)}`,
    authority_left: () => 'у выпуска всё ещё есть право чеканки',
    ledger_total: (f, n) => `в учёте ${n(f.ledger)}, а не вся эмиссия ${n(f.emission)}`,
    treasury_short: (f, n) => `в казне в сети ${n(f.treasury)}; по учёту должно быть ${n(f.expected)}`,
    surplus: (f, n) =>
      `в казне в сети ${n(f.treasury)}, на ${n(f.surplus)} больше, чем по учёту ` +
      `(${n(f.expected)}): их прислали извне; выводы продолжаются`,
    text: (f) => f.text,
  },
};

/** The finding in `language`, its amounts written as the language writes numbers, each with its symbol. */
export function findingText(finding: Finding, language: Language): string {
  const symbol = 'symbol' in finding ? finding.symbol : '';
  const n = (value: string) => `${formatDecimalText(value, language)} ${symbol}`.trim();
  const say = SAY[language][finding.kind] as (f: Finding, n: (value: string) => string) => string;
  return say(finding, n);
}
