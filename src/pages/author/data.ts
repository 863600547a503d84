import type { Person } from '../../content/schemas/person';
import articleSummaries from '../../generated/articles/summaries';
import people from '../../generated/people';
import type { SiteRoute } from '../../routes/route-list';
import { pagedArticles, type PagedArticles } from '../articles/paged-articles';
import { articlesByAuthor } from '../../content/author-articles';

/** The person, and one page of their articles in the page's language, newest first (their own address is page 1). */
export type AuthorPageData = PagedArticles & { person: Person };

/** Build time: one page of an author's articles in the route's language, with the author, carried in its route data. */
export default function authorPageData(route: SiteRoute): Promise<AuthorPageData> {
  const id = route.params.slug ?? '';
  const person = people.find((candidate) => candidate.language === route.language && candidate.id === id);
  if (!person) throw new Error(`No person ${id} in content/people/`);
  const written = articlesByAuthor(articleSummaries, route.language).get(id) ?? [];
  return Promise.resolve({ person, ...pagedArticles(written, route, 'authorPage') });
}
