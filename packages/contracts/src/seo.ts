// What search engines and link previews read of each public page (docs/decisions/0032). The web
// sets the same titles from its own locale texts on client navigation, so its page chunks do not
// carry this table; apps/web/src/shared/i18n/page-titles.test.ts keeps the two equal.
import type { Language } from './constants.ts';

export const SITE_NAME = 'Pinacoteca';

/** Pages anyone may open, which search engines and link previews are meant to see. */
export const PUBLIC_PAGES = {
  home: '/',
  gallery: '/gallery',
  painting: '/gallery/:uuid',
  tokens: '/tokens',
  privacy: '/privacy-policy',
  terms: '/terms-of-use',
  cookies: '/cookies-policy',
  faq: '/support/faq',
  contact: '/support/contact-us',
  transparency: '/transparency',
} as const;
export type PublicPage = keyof typeof PUBLIC_PAGES;

/** What each public page is called, before the site's name; the landing is the site itself. */
export const PAGE_NAMES: Record<PublicPage, Record<Language, string>> = {
  home: { en: 'invest in paintings', ru: 'инвестиции в живопись' },
  gallery: { en: 'Gallery', ru: 'Галерея' },
  painting: { en: 'Painting', ru: 'Картина' },
  tokens: { en: 'Tokens', ru: 'Токены' },
  privacy: { en: 'Privacy policy', ru: 'Политика конфиденциальности' },
  terms: { en: 'Terms of use', ru: 'Условия использования' },
  cookies: { en: 'Cookie policy', ru: 'Политика cookie' },
  faq: { en: 'Frequently asked questions', ru: 'Частые вопросы' },
  contact: { en: 'Contact support', ru: 'Написать в поддержку' },
  transparency: { en: 'Transparency', ru: 'Прозрачность' },
};

/** The document title of a public page (and its og:title); `name` is the painting's name. */
export function pageTitle(page: PublicPage, language: Language, name?: string): string {
  if (page === 'home') return `${SITE_NAME} — ${PAGE_NAMES.home[language]}`;
  return `${name || PAGE_NAMES[page][language]} — ${SITE_NAME}`;
}

/** Search-result and link-preview descriptions; a painting uses its own short description. */
export const PAGE_DESCRIPTIONS: Record<PublicPage, Record<Language, string>> = {
  home: {
    en: 'Invest in paintings through tokens: each painting is split into 100,000 art tokens.',
    ru: 'Инвестируйте в живопись через токены: каждая картина разделена на 100 000 арт-токенов.',
  },
  gallery: {
    en: 'Museum-grade paintings to buy whole or by the token: filter by author, genre, technique and era.',
    ru: 'Картины музейного уровня целиком или по токенам: выбирайте по автору, жанру, технике и эпохе.',
  },
  painting: {
    en: 'A museum-grade painting divided into 100,000 art tokens.',
    ru: 'Картина музейного уровня, разделённая на 100 000 арт-токенов.',
  },
  tokens: {
    en: 'The index token and the art token of every painting: prices, changes and forecasts.',
    ru: 'Индексный токен и арт-токены всех картин: цены, изменения и прогнозы.',
  },
  privacy: {
    en: 'How Pinacoteca collects, uses and protects your personal data.',
    ru: 'Как Pinacoteca собирает, использует и защищает ваши персональные данные.',
  },
  terms: {
    en: 'The terms on which Pinacoteca offers its platform, paintings and tokens.',
    ru: 'Условия, на которых Pinacoteca предоставляет платформу, картины и токены.',
  },
  cookies: {
    en: 'What Pinacoteca keeps in your browser: local storage only, no cookies and no tracking.',
    ru: 'Что Pinacoteca хранит в вашем браузере: только локальное хранилище, без cookie и отслеживания.',
  },
  faq: {
    en: 'Answers to common questions about paintings, tokens, payments and accounts.',
    ru: 'Ответы на частые вопросы о картинах, токенах, платежах и аккаунтах.',
  },
  contact: {
    en: "Write to Pinacoteca's support team.",
    ru: 'Напишите в службу поддержки Pinacoteca.',
  },
  transparency: {
    en: 'Every token on the Solana chain with a fixed supply, checked against the platform ledger every minute.',
    ru: 'Каждый токен в блокчейне Solana с неизменяемым выпуском; сверка с реестром платформы каждую минуту.',
  },
};
