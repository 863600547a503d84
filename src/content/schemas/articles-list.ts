import { z } from 'zod';
import { pageMetaSchema, text } from './common';

/** content/articles-list/{en,it}.yaml: what the articles list says around its cards. */
export const articlesListSchema = z.strictObject({
  meta: pageMetaSchema,
  heading: text,
  intro: text,
  /** Shown when no article exists in any language. */
  empty: text,
});

export type ArticlesListContent = z.infer<typeof articlesListSchema>;
