/**
 * Post-build steps, run after the prerender: the root and not-found pages, SEO and CDN files,
 * the article feeds and search indexes, /.well-known/security.txt, then a check of the whole of
 * dist/ that fails the build on any broken link or tag, or on any inline code the
 * Content-Security-Policy refuses.
 */
import { writeArticleFeeds } from './article-feeds';
import { writeArticleSearchFiles } from './article-search-files';
import { DIST } from './dist-files';
import { checkDist } from './check-dist';
import { writeHeaders } from './headers';
import { placeNotFoundPages } from './not-found-pages';
import { writeRedirects } from './redirects';
import { writeRootPage } from './root-page';
import { writeSecurityTxt } from './security-txt';
import { writeSeoFiles } from './seo-files';
import { siteRoutes } from '../../src/routes/route-list';

const started = performance.now();
placeNotFoundPages(DIST);
writeRootPage(DIST);
const routes = siteRoutes();
writeSeoFiles(DIST, routes);
writeArticleFeeds(DIST, routes);
writeArticleSearchFiles(DIST);
writeSecurityTxt(DIST);
writeRedirects(DIST);
writeHeaders(DIST);

const problems = checkDist(DIST);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`\ndist check: ${problems.length} problem(s). The build output is not fit to deploy.`);
  process.exit(1);
}
console.log(`build stage: postbuild ${Math.round(performance.now() - started)} ms`);
