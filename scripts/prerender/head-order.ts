/**
 * vite-react-ssg inserts the page's head tags before the template's, so `<meta charset>` would
 * end up after the title and descriptions; browsers only honour it in the first 1,024 bytes.
 */
export function moveCharsetFirst(html: string): string {
  const charset = /<meta charset="[^"]+"\s*\/?>/i.exec(html)?.[0];
  if (!charset) return html;
  return html.replace(charset, '').replace(/<head([^>]*)>/i, `<head$1>${charset}`);
}
