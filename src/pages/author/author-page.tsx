import { useTranslation } from '../../i18n/use-translation';
import { ContentPicture } from '../../components/content-picture';
import { PageTitle } from '../../components/page-hero';
import { PAGE_CONTAINER } from '../../components/page-section';
import { avatarVariants } from '../../content/avatar-variants';
import type { Language } from '../../i18n/languages';
import { CardGrid } from '../articles/card-grid';
import { AuthorHead } from './author-head';
import type { AuthorPageData } from './data';
import { listPagePath, pageOfSuffix } from '../articles/list-pages';

/** The id of the heading over the author's articles. */
export const AUTHOR_ARTICLES_TITLE_ID = 'author-articles-title';

type AuthorPageProps = AuthorPageData & { language: Language };

/** One author: avatar, name, role and bio, then their articles in the page's language as cards, paginated. */
export function AuthorPage({ language, person, articles, page, pageCount }: AuthorPageProps) {
  const { t } = useTranslation();
  const pageOf = pageOfSuffix(t, page, pageCount);
  const pathOf = listPagePath('authorDetail', 'authorPage', language, { slug: person.id });
  const avatar = person.avatar ?? person.portrait.src;
  return (
    <>
      <AuthorHead language={language} person={person} path={pathOf(1)} title={`${person.name}${pageOf}`} />
      <div className={`${PAGE_CONTAINER} pt-32 pb-20`}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <ContentPicture
            src={avatar}
            variants={avatarVariants(person.pictures, avatar)}
            alt=""
            width={96}
            height={96}
            sizes="96px"
            position="above-fold"
            className="size-24 shrink-0 rounded-full object-cover"
          />
          <div>
            <PageTitle>
              {person.name}
              {pageOf}
            </PageTitle>
            <p className="mt-2 text-lg font-medium text-brand-700">{person.role}</p>
          </div>
        </div>
        <p className="mt-6 max-w-2xl text-lg text-slate-600">{person.bio}</p>
        <h2 id={AUTHOR_ARTICLES_TITLE_ID} className="mt-16 text-2xl font-bold text-slate-900">
          {t('articles.byAuthor', { name: person.name })}
        </h2>
        <CardGrid
          articles={articles}
          page={page}
          pageCount={pageCount}
          pathOf={pathOf}
          headingLevel={3}
          spaceAbove="mt-8"
        />
      </div>
    </>
  );
}
