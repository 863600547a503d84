import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStyles, withStylePolicy } from './style-policy';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineStyles', () => {
  it('reads the raw text of every <style>, entities and markup-like text untouched', () => {
    expect(
      inlineStyles('<head><style>a{x:1}</style></head><body><style media="print">b::after{content:"&amp;<i>"}</style>'),
    ).toEqual(['a{x:1}', 'b::after{content:"&amp;<i>"}']);
  });

  it('ignores the word style elsewhere', () => {
    expect(inlineStyles('<p class="style">style</p><script type="application/json">"<style>"</script>')).toEqual([]);
  });
});

describe('withStylePolicy', () => {
  const page = '<!doctype html><html><head><meta charset="UTF-8"><title>x</title><style>a{}</style></head></html>';

  it('puts the hashes of the page in a meta right after <meta charset>, before any <style>', () => {
    const html = withStylePolicy(page);
    expect(html).toContain(
      `<meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="style-src 'self' '${sha256('a{}')}'"><title>`,
    );
  });

  it('allows only stylesheets of this origin on a page without inline styles', () => {
    expect(withStylePolicy('<html><head><title>x</title></head></html>')).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="style-src 'self'"><title>x</title></head></html>`,
    );
  });

  it('replaces its own meta when run again, so the hashes follow the final styles', () => {
    const once = withStylePolicy(page);
    expect(withStylePolicy(once)).toBe(once);
    const changed = withStylePolicy(once.replace('<style>a{}</style>', '<style>b{}</style>'));
    expect(changed).toContain(sha256('b{}'));
    expect(changed).not.toContain(sha256('a{}'));
    expect(changed.match(/http-equiv/g)).toHaveLength(1);
  });

  it('refuses a page whose <style> comes before <meta charset>, or without <head>', () => {
    expect(() => withStylePolicy('<html><head><style>a{}</style><meta charset="UTF-8"></head>')).toThrow(
      /before <meta charset>/,
    );
    expect(() => withStylePolicy('<p>fragment</p>')).toThrow(/without <head>/);
  });
});
