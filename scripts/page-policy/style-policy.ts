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
 * A meta policy governs only what follows it, so it goes right after `<meta charset>` or `<head>`,
 * before every `<style>`. Run again, it replaces its own meta.
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
