/**
 * An address shown to someone who is not its owner: the first letters of the name, then `***`,
 * and the domain (`anna@example.com` → `an***@example.com`). Enough for an invited person to
 * recognise who invited them; too little to collect addresses by trying referral codes. A short
 * name keeps at most half of its letters, and the stars never tell how many were left out.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const name = [...email.slice(0, at)];
  const shown = Math.min(2, Math.floor(name.length / 2));
  return `${name.slice(0, shown).join('')}***${email.slice(at)}`;
}
