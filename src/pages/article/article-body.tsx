import { useState } from 'react';
import { ARTICLE_BODY_ID } from '../../content/article-page-ids';

/**
 * The article's rendered Markdown. At build time it comes with the data; in the browser the
 * route-data block leaves it out (data.ts `inDocument`), and the body is taken from the
 * prerendered element before hydration, so React hydrates the same markup it finds.
 */
export function ArticleBody({ html }: { html: string | undefined }) {
  const [body] = useState(() => html ?? document.getElementById(ARTICLE_BODY_ID)?.innerHTML ?? '');
  return <div id={ARTICLE_BODY_ID} className="article-body mt-10" dangerouslySetInnerHTML={{ __html: body }} />;
}
