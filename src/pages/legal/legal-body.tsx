import { useState } from 'react';

const BODY_SELECTOR = '[data-legal-body]';

/** In the browser the body is taken from the prerendered element before hydration, so React hydrates the markup it finds. */
export function LegalBody({ html }: { html: string | undefined }) {
  const [body] = useState(() => html ?? document.querySelector(BODY_SELECTOR)?.innerHTML ?? '');
  return <div data-legal-body="" className="article-body mt-10" dangerouslySetInnerHTML={{ __html: body }} />;
}
