import { PageHead } from '../../layout/page-head';
import { definePage } from '../../routes/page-module';
import type * as data from './data';

/** The press page. */
export default definePage<typeof data>({
  load: (language) =>
    Promise.resolve(({ content }) => (
      <>
        <PageHead language={language} {...content.meta} />
        <h1>{content.heading}</h1>
        <p>{content.intro}</p>
      </>
    )),
});
