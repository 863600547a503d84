import { Parser } from 'htmlparser2';
import { cspHash } from './csp-hash';
import { serializePolicy, stylePolicy } from './policy';

/** The text of every `<style>` element of a page, in document order. */
export function inlineStyles(html: string): string[] {
  const styles: string[] = [];
  let current: string | undefined;
  const parser = new Parser({
    onopentag(tag) {
      if (tag === 'style') current = '';
    },
    ontext(text) {
      if (current !== undefined) current += text;
    },
    onclosetag(tag) {
      if (tag === 'style' && current !== undefined) {
        styles.push(current);
        current = undefined;
      }
    },
  });
  parser.end(html);
  return styles;
}

/** The `<meta http-equiv="Content-Security-Policy">` that allows these inline styles by hash. */
export function stylePolicyMeta(styles: readonly string[]): string {
  const policy = serializePolicy(stylePolicy(styles.map(cspHash)));
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}

const STYLE_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/**
 * The page with a `<meta http-equiv="Content-Security-Policy">` that allows its own inline
 * styles by hash (and stylesheets from this origin), right after `<meta charset>` or `<head>`:
 * a policy in a meta element governs only what comes after it, so it must precede every
 * `<style>`. Run again, it replaces its own meta; it throws if the page has no `<head>`.
 * `styles` is the text of the page's `<style>` elements when the caller knows them, which
 * spares a parse of the page.
 */
export function withStylePolicy(html: string, styles?: readonly string[]): string {
  const page = html.replace(STYLE_META, '');
  const meta = stylePolicyMeta(styles ?? inlineStyles(page));
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(page) ?? /<head(\s[^>]*)?>/i.exec(page);
  if (!anchor) throw new Error('a page without <head> cannot carry its style policy');
  const at = anchor.index + anchor[0].length;
  const firstStyle = page.search(/<style[\s>]/i);
  if (firstStyle !== -1 && firstStyle < at) throw new Error('a <style> comes before <meta charset>');
  return `${page.slice(0, at)}${meta}${page.slice(at)}`;
}
