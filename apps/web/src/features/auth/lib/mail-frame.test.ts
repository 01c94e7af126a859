import { describe, expect, it } from 'vitest';
import { framedMailHtml } from './mail-frame.ts';

describe('the dev mailbox frame', () => {
  it('opens a message’s links in the whole window, its base first in the head', () => {
    const html =
      '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><base target="_self"></head><body><a href="http://x/confirm">Confirm</a></body></html>';
    const framed = framedMailHtml(html);
    expect(framed).toContain('<head><base target="_top"><meta charset="utf-8">');
    expect(framed.indexOf('<base target="_top">')).toBeLessThan(framed.indexOf('<base target="_self">'));
  });

  it('puts the base after the doctype of a message without a head, keeping standards mode', () => {
    expect(framedMailHtml('<!DOCTYPE html><p><a href="http://x">x</a></p>')).toBe(
      '<!DOCTYPE html><base target="_top"><p><a href="http://x">x</a></p>',
    );
    expect(framedMailHtml('<p>hi</p>')).toBe('<base target="_top"><p>hi</p>');
  });

  it('does not take a <header> for the head', () => {
    expect(framedMailHtml('<header>x</header>')).toBe('<base target="_top"><header>x</header>');
  });
});
