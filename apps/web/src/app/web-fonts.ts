import fontsUrl from '../fonts.css?url';

/**
 * The web fonts (Inter and Playfair Display, fonts.css) reach the page in one of two ways
 * (docs/decisions/0058):
 *
 * - A page drawn in the browser (signed-in pages) links fonts.css at once, before anything is
 *   laid out, as any stylesheet.
 * - A page the server drew reads at once in the metric-matched fallbacks of styles.css, and the
 *   fonts follow once the page has loaded, so a phone's slow link gives the HTML, the styles and
 *   the pictures its bandwidth first. They are fetched with the CSS Font Loading API and put in
 *   use only once they have arrived: the text swaps in one cheap relayout, where linking the
 *   stylesheet into a laid-out page re-resolves every line's font at once (a long task of
 *   150–250 ms on a throttled phone). Only the faces whose characters the page shows are fetched
 *   now; the others are declared and the browser fetches one when some later text needs it.
 */
export function loadWebFonts(drawn: boolean): void {
  const modern = typeof FontFace === 'function' && 'fonts' in document && 'replaceSync' in CSSStyleSheet.prototype;
  if (!drawn || !modern) {
    linkStylesheet();
    return;
  }
  const start = () => void swapInWhenLoaded().catch(linkStylesheet);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function linkStylesheet(): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = fontsUrl;
  document.head.append(link);
}

async function swapInWhenLoaded(): Promise<void> {
  const response = await fetch(fontsUrl);
  if (!response.ok) throw new Error(`fonts.css: ${response.status}`);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await response.text());
  const text = `${document.title}${document.getElementById('root')?.textContent ?? ''}`;
  const needed: Promise<FontFace>[] = [];
  const later: FontFace[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    if (!(rule instanceof CSSFontFaceRule)) continue;
    const face = fontFaceOf(rule.style);
    if (showsAny(text, face.unicodeRange)) needed.push(face.load());
    else later.push(face);
  }
  // A face that cannot be fetched leaves its characters in the fallback; the others still come.
  for (const result of await Promise.allSettled(needed))
    if (result.status === 'fulfilled') document.fonts.add(result.value);
  for (const face of later) document.fonts.add(face);
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
