import { siteConfig } from '../../config';
import { avatarVariants } from '../../content/avatar-variants';
import type { Person } from '../../content/schemas/person';
import type { Language } from '../../i18n/languages';
import { jsonLdScript } from '../../layout/json-ld';
import { PageHead } from '../../layout/page-head';
import { absoluteUrl } from '../../routes/paths';

/** `path`: the author page's own address (its first page), the Person's `url`. */
type AuthorHeadProps = { language: Language; person: Person; path: string; title: string };

/** An author page's head: the common tags, the bio as description, and the person as Person JSON-LD. */
export function AuthorHead({ language, person, path, title }: AuthorHeadProps) {
  const avatar = person.avatar ?? person.portrait.src;
  // A photograph's JPEG: structured data takes neither AVIF nor the original.
  const image = avatarVariants(person.pictures, avatar)?.src ?? avatar;
  return (
    <PageHead language={language} title={title} description={person.bio} type="profile">
      {jsonLdScript(
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: person.name,
          jobTitle: person.role,
          description: person.bio,
          image: absoluteUrl(image),
          url: absoluteUrl(path),
          worksFor: { '@type': 'Organization', name: siteConfig.brandName, url: absoluteUrl('/') },
        },
        'person',
      )}
    </PageHead>
  );
}
