import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link.ts';

describe('referralLink', () => {
  it('points at the registration start page with the code as ?referral=', () => {
    expect(referralLink('https://pinacoteca.example', 'a1b2c3d4e5f6')).toBe(
      'https://pinacoteca.example/registration/start?referral=a1b2c3d4e5f6',
    );
  });

  it('keeps the port of the origin and escapes the code', () => {
    expect(referralLink('http://localhost:3000', 'x y&z')).toBe(
      'http://localhost:3000/registration/start?referral=x+y%26z',
    );
  });
});
