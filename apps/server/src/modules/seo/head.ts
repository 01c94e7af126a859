import type { Language } from '@pinacoteca/contracts/constants';
import { SITE_NAME } from '@pinacoteca/contracts/seo';

/** What a page tells search engines and link previews, before it becomes tags. */
export interface PageMeta {
  language: Language;
  title: string;
  description: string;
  /** Absent on pages that should not be indexed (an unknown painting, signed-in areas). */
  canonical?: string;
  /** hreflang → URL, `x-default` included. */
  alternates?: Record<string, string>;
  image?: { url: string; width?: number; height?: number; alt: string };
  /** schema.org data of the page, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  noindex?: boolean;
}

const OG_LOCALES: Record<Language, string> = { en: 'en_US', ru: 'ru_RU' };

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute value or element content (also fine inside XML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

/**
 * JSON inside `<script type="application/ld+json">`: a `<` could close the script element
 * (`</script>`) or open a comment, so it is written as \u003c; U+2028/2029 for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** At most `max` characters, cut at a word, for descriptions taken from longer texts. */
export function shorten(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The head tags of a page: title, description, canonical and alternates, Open Graph, Twitter card, JSON-LD. */
export function headTags(page: PageMeta): string {
  const tags = [`<title>${escapeHtml(page.title)}</title>`, meta('name', 'description', page.description)];
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}" />`);
  for (const [language, href] of Object.entries(page.alternates ?? {})) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(href)}" />`);
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:locale', OG_LOCALES[page.language]),
  );
  for (const [language, locale] of Object.entries(OG_LOCALES)) {
    if (language !== page.language) tags.push(meta('property', 'og:locale:alternate', locale));
  }
  if (page.canonical) tags.push(meta('property', 'og:url', page.canonical));
  if (page.image) {
    tags.push(meta('property', 'og:image', page.image.url));
    if (page.image.width && page.image.height) {
      tags.push(
        meta('property', 'og:image:width', String(page.image.width)),
        meta('property', 'og:image:height', String(page.image.height)),
      );
    }
    tags.push(meta('property', 'og:image:alt', page.image.alt));
  }
  tags.push(
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  );
  if (page.image) {
    tags.push(meta('name', 'twitter:image', page.image.url), meta('name', 'twitter:image:alt', page.image.alt));
  }
  if (page.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(page.structuredData)}</script>`);
  }
  return tags.join('\n    ');
}

/** The built index.html cut where a page's language and head tags go; prepared once at start. */
export interface PageTemplate {
  beforeLanguage: string;
  beforeHead: string;
  rest: string;
}

/**
 * Cuts Vite's index.html: the `<html lang>` value, and the static `<title>` and description,
 * whose place the page's own head tags take (ahead of the scripts, as a preview fetcher reads
 * only the first bytes of a page).
 */
export function prepareTemplate(html: string): PageTemplate {
  const withoutDescription = html.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const lang = /<html\b[^>]*?\blang="/i.exec(withoutDescription);
  const afterLang = lang ? withoutDescription.slice(lang.index + lang[0].length).replace(/^[^"]*/, '') : null;
  const beforeLanguage = lang ? withoutDescription.slice(0, lang.index + lang[0].length) : '';
  const body = afterLang ?? withoutDescription;
  const title = /<title>[\s\S]*?<\/title>/i.exec(body);
  if (title) {
    return { beforeLanguage, beforeHead: body.slice(0, title.index), rest: body.slice(title.index + title[0].length) };
  }
  const headEnd = body.search(/<\/head>/i);
  if (headEnd < 0) throw new Error('index.html has no </head>');
  return { beforeLanguage, beforeHead: body.slice(0, headEnd), rest: body.slice(headEnd) };
}

/** The document of one page; without `lang` in the template the language is left out. */
export function renderPage(template: PageTemplate, page: PageMeta): string {
  const language = template.beforeLanguage ? `${template.beforeLanguage}${page.language}` : '';
  return `${language}${template.beforeHead}${headTags(page)}${template.rest}`;
}
