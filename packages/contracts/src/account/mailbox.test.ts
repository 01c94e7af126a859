import { describe, expect, it } from 'vitest';
import { mailboxOf, sameMailbox } from './mailbox.ts';

describe('the mailbox an address delivers to', () => {
  it('reads tags, Gmail dots and googlemail.com as the same mailbox', () => {
    expect(sameMailbox('alice@example.com', 'Alice+x@Example.com')).toBe(true);
    expect(sameMailbox('zed.test@gmail.com', 'Zed.Test@googlemail.com')).toBe(true);
    expect(sameMailbox('zedtest+alt@gmail.com', 'zed.test@gmail.com')).toBe(true);
    expect(mailboxOf(' A.Lice+promo@GoogleMail.com ')).toBe('alice@gmail.com');
  });

  it('keeps dots elsewhere, and other names and domains apart', () => {
    expect(sameMailbox('a.lice@example.com', 'alice@example.com')).toBe(false);
    expect(sameMailbox('alice@example.com', 'alice@example.org')).toBe(false);
    expect(sameMailbox('alice@example.com', 'bob@example.com')).toBe(false);
    // A name that is only a tag is kept as written.
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com');
  });
});
