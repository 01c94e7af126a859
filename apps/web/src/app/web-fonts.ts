import fontsUrl from '../fonts.css?url';

/**
 * The web fonts (Inter and Playfair Display, fonts.css) reach the page in one of two ways
 * (docs/decisions/0058):
 *
 * - A page drawn in the browser (signed-in pages) links fonts.css at once, before anything is
 *   laid out, as any stylesheet.
 * - A page the server drew reads at first in the metric-matched fallbacks of styles.css. Once it
 *   has loaded, the fonts are fetched with the CSS Font Loading API (only the faces whose
 *   characters it shows; the others are declared and fetched when some later text needs them).
 *   The headings' font (Playfair Display) is put in use as soon as it arrives: a few lines are
 *   laid out again. The text font (Inter) waits for the visitor's first move to another page and
 *   comes in the same layout as that page's own: putting it in use on the drawn page itself lays
 *   out every line of it again, one task of 65–90 ms on a fast machine on a long page, several
 *   times that on a phone, shortly after the page became usable.
 */
export function loadWebFonts(drawn: boolean): void {
  const modern = typeof FontFace === 'function' && 'fonts' in document && 'replaceSync' in CSSStyleSheet.prototype;
  if (!drawn || !modern) {
    linkStylesheet();
    return;
  }
  const start = () => {
    fetched = fetchFaces().then(
      (faces) => {
        for (const face of faces) if (atOnce(face)) document.fonts.add(face);
        return faces.filter((face) => !atOnce(face));
      },
      () => null,
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Families a drawn page puts in use as soon as they arrive: its headings', a few lines to lay out again. */
const AT_ONCE = new Set(['Playfair Display Variable']);
/** A face's family as written, without the quotes the browser may give it back with. */
const atOnce = (face: FontFace) => AT_ONCE.has(face.family.replace(/^["']|["']$/g, ''));

/** The faces fetched for a drawn page, waiting to be put in use (null: fetching them failed). */
let fetched: Promise<FontFace[] | null> | null = null;
let inUse = false;

/**
 * Puts the web fonts in use, if a drawn page fetched them and they are not yet: called as the app
 * shows another page (before the browser lays it out). Fonts that failed to arrive leave the
 * stylesheet linked instead; a move before the fonts arrived puts them in use once they do.
 */
export function applyWebFonts(): void {
  if (inUse || !fetched) return;
  inUse = true;
  void fetched.then((faces) => {
    if (faces) for (const face of faces) document.fonts.add(face);
    else linkStylesheet();
  });
}

function linkStylesheet(): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = fontsUrl;
  document.head.append(link);
}

/** The faces of fonts.css, those the page shows already loaded. */
async function fetchFaces(): Promise<FontFace[]> {
  const response = await fetch(fontsUrl);
  if (!response.ok) throw new Error(`fonts.css: ${response.status}`);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await response.text());
  const text = `${document.title}${document.getElementById('root')?.textContent ?? ''}`;
  const faces: FontFace[] = [];
  const needed: Promise<unknown>[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    if (!(rule instanceof CSSFontFaceRule)) continue;
    const face = fontFaceOf(rule.style);
    faces.push(face);
    if (showsAny(text, face.unicodeRange)) needed.push(face.load());
  }
  // A face that cannot be fetched leaves its characters in the fallback; the others still come.
  await Promise.allSettled(needed);
  return faces.filter((face) => face.status !== 'error');
}

function fontFaceOf(style: CSSStyleDeclaration): FontFace {
  const descriptor = (name: string) => style.getPropertyValue(name).trim() || undefined;
  return new FontFace((descriptor('font-family') ?? '').replace(/^["']|["']$/g, ''), descriptor('src') ?? '', {
    style: descriptor('font-style'),
    weight: descriptor('font-weight'),
    display: 'swap',
    unicodeRange: descriptor('unicode-range'),
  });
}

/** Whether `text` has a character in `unicodeRange` (CSS syntax: `U+0-FF, U+131, U+1F??`). */
export function showsAny(text: string, unicodeRange: string): boolean {
  const ranges: string[] = [];
  for (const part of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return true; // a range not understood: fetch the face rather than miss it
    const low = match[2] ? match[1]! : match[1]!.replace(/\?/g, '0');
    const high = match[2] ?? match[1]!.replace(/\?/g, 'f');
    ranges.push(`\\u{${low}}-\\u{${high}}`);
  }
  return ranges.length > 0 && new RegExp(`[${ranges.join('')}]`, 'u').test(text);
}
