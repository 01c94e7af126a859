/**
 * The sandbox of the dev mailbox's HTML view: no scripts, forms or same-origin access, and only a
 * link the person clicks may leave the frame, for the whole window.
 */
export const MAIL_FRAME_SANDBOX = 'allow-top-navigation-by-user-activation';

const BASE = '<base target="_top">';

/**
 * A message's HTML for the dev mailbox's frame, its links opening in the whole window. Followed
 * inside the frame, a confirmation link loaded the app there, which refuses to be framed
 * (frame-ancestors 'none'), so the click did nothing (an outside tester). The `<base>` goes first
 * in the head (or the document, when it has none), so no earlier link escapes it; a `<base>` of the
 * message's own comes after, and the first one found decides.
 */
export function framedMailHtml(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + BASE + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + BASE + html.slice(at);
}
