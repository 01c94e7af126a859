import { describe, expect, it } from 'vitest';
import { readEmailLink, unusableLinkMessage } from './email-link.ts';

const NOW = 1_800_000_000;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

describe('readEmailLink', () => {
  it('reads the expiry and whether a code is needed from a link token', () => {
    const token = jwt({ exp: NOW + 60, two_fa_required: true });
    expect(readEmailLink(token, NOW)).toEqual({ status: 'valid', token, twoFaRequired: true });
    expect(readEmailLink(jwt({ exp: NOW + 60 }), NOW)).toMatchObject({ status: 'valid', twoFaRequired: false });
  });

  it('says a missing token is missing and an old one expired', () => {
    expect(readEmailLink(null, NOW)).toEqual({ status: 'missing' });
    expect(readEmailLink('  ', NOW)).toEqual({ status: 'missing' });
    expect(readEmailLink(jwt({ exp: NOW }), NOW)).toEqual({ status: 'expired' });
  });

  it('calls a token that cannot be decoded unusable instead of offering the form', () => {
    const good = jwt({ exp: NOW + 60 });
    for (const token of [
      'not-a-token',
      good.slice(0, 20),
      `${good.split('.')[0]}.%%%.sig`,
      `${good.split('.')[0]}.${base64url({ expires: NOW + 60 })}.sig`,
      `${good.split('.')[0]}.${Buffer.from('not json').toString('base64url')}.sig`,
      `${good}.extra`,
    ]) {
      expect(readEmailLink(token, NOW)).toEqual({ status: 'unreadable' });
    }
  });

  it('names the message of each unusable link', () => {
    expect(unusableLinkMessage('missing')).toBe('token_not_provided');
    expect(unusableLinkMessage('unreadable')).toBe('token_not_found');
    expect(unusableLinkMessage('expired')).toBe('token_expired');
  });
});
