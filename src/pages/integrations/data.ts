import type { IntegrationsDirectoryShown, IntegrationsPageContent } from '../../content/schemas/integrations';
import { loaders as directoryLoaders } from '../../generated/integrations';
import { loaders as pageLoaders } from '../../generated/integrations-page';
import type { SiteRoute } from '../../routes/route-list';

export type IntegrationsPageData = {
  content: IntegrationsPageContent;
  directory: IntegrationsDirectoryShown;
};

/** Build time: the whole directory goes in the HTML, so the browser downloads no content module. */
export default async function integrationsPageData(route: SiteRoute): Promise<IntegrationsPageData> {
  const [content, directory] = await Promise.all([pageLoaders[route.language](), directoryLoaders[route.language]()]);
  const { categories, integrations } = directory.default;
  return {
    content: content.default,
    directory: { categories, integrations: integrations.map(({ agreement: _agreement, ...shown }) => shown) },
  };
}
