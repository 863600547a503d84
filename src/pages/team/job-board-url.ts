import { siteConfig } from '../../config';
import type { Language } from '../../i18n/languages';

/** The job board's embed address with its display options (rounded corners, colour, rows, map). */
export function jobBoardUrl(language: Language): string {
  const { embedUrl, options } = siteConfig.jobBoard;
  const url = new URL(embedUrl);
  url.searchParams.set('lang', language);
  url.searchParams.set('rounded', String(options.roundedCorners));
  url.searchParams.set('color', options.color);
  url.searchParams.set('layout', options.layout);
  url.searchParams.set('map', String(options.showMap));
  return url.toString();
}
