import { useState } from 'react';

const BODY_SELECTOR = '[data-legal-body]';

/**
 * The page's rendered Markdown. At build time it comes with the data; in the browser the
 * route-data block leaves it out (data.ts `inDocument`), and the body is taken from the
 * prerendered element before hydration, so React hydrates the same markup it finds.
 */
export function LegalBody({ html }: { html: string | undefined }) {
  const [body] = useState(() => html ?? document.querySelector(BODY_SELECTOR)?.innerHTML ?? '');
  return <div data-legal-body="" className="article-body mt-10" dangerouslySetInnerHTML={{ __html: body }} />;
}
