import { siteConfig } from '../../config';
import type { ArticleSummary } from '../../content/schemas/article';
import type { Person } from '../../content/schemas/person';
import articleSummaries from '../../generated/articles/summaries';
import people from '../../generated/people';
import { pageCount, pageSlice } from '../../routes/pagination';
import type { SiteRoute } from '../../routes/route-list';
import { articlesByAuthor } from './author-articles';

export type AuthorPageData = {
  person: Person;
  /** Only this page's cards: the author's articles in the page's language, newest first. */
  articles: readonly ArticleSummary[];
  /** 1 on the author's own address. */
  page: number;
  pageCount: number;
};

/** Build time: one page of an author's articles in the route's language, with the author, carried in its route data. */
export default function authorPageData(route: SiteRoute): Promise<AuthorPageData> {
  const id = route.params.slug ?? '';
  const person = people.find((candidate) => candidate.language === route.language && candidate.id === id);
  if (!person) throw new Error(`No person ${id} in content/people/`);
  const written = articlesByAuthor(articleSummaries, route.language).get(id) ?? [];
  const perPage = siteConfig.articlesPerPage;
  const page = route.pageId === 'authorPage' ? Number(route.params.page) : 1;
  return Promise.resolve({
    person,
    articles: pageSlice(written, page, perPage),
    page,
    pageCount: pageCount(written.length, perPage),
  });
}
