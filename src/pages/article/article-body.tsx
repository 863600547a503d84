import { useState } from 'react';
import { ARTICLE_BODY_ID } from '../../content/article-page-ids';

/** In the browser the body is taken from the prerendered element before hydration, so React hydrates the markup it finds. */
export function ArticleBody({ html }: { html: string | undefined }) {
  const [body] = useState(() => html ?? document.getElementById(ARTICLE_BODY_ID)?.innerHTML ?? '');
  return <div id={ARTICLE_BODY_ID} className="article-body mt-10" dangerouslySetInnerHTML={{ __html: body }} />;
}
