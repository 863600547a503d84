import type { Person } from '../../content/schemas/person';
import type { TeamContent } from '../../content/schemas/team';
import articleSummaries from '../../generated/articles/summaries';
import people from '../../generated/people';
import { loaders as team } from '../../generated/team';
import { pathTo } from '../../routes/paths';
import type { SiteRoute } from '../../routes/route-list';
import { articlesByAuthor } from '../../content/author-articles';

export type TeamMember = Person & { authorPath?: string };

export type TeamPageData = { content: TeamContent; members: TeamMember[] };

/** Build time: content/team/<lang>.yaml and its members from content/people/, in its order. */
export default async function teamPageData(route: SiteRoute): Promise<TeamPageData> {
  const { language } = route;
  const content = (await team[language]()).default;
  const authors = articlesByAuthor(articleSummaries, language);
  const members = content.leadership.members.map((id): TeamMember => {
    const person = people.find((candidate) => candidate.language === language && candidate.id === id);
    if (!person) throw new Error(`No person ${id} in content/people/`);
    return authors.has(id) ? { ...person, authorPath: pathTo('authorDetail', language, { slug: id }) } : person;
  });
  return { content, members };
}
