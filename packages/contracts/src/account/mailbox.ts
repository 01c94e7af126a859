/**
 * The mailbox an e-mail address delivers to, as far as the address tells: case aside, a "+tag"
 * after the name reaches the same mailbox at nearly every provider, and Gmail ignores dots in the
 * name and answers at googlemail.com too. Two addresses with one mailbox are one person as far as
 * a referral goes (an outside tester invited alice+x@ and a.lice@ with alice@'s own link, and was
 * paid 5 % of their own purchases).
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email.trim().toLowerCase();
  let name = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') name = name.replace(/\./g, '');
  return `${name}@${domain}`;
}

export const sameMailbox = (a: string, b: string) => mailboxOf(a) === mailboxOf(b);
