import { expect, test } from '@playwright/test';
import { aliasRedirects } from '../../scripts/postbuild/redirects';

/** Every other spelling of a page's address that visitors or old links use lands on the page. */
const SPEC_READINGS: readonly [string, string][] = [
  ['/it/funzionalita/automazione-email', '/it/funzionalita/automazione-email-whatsapp/'],
  ['/en/features/email-automation', '/en/features/email-whatsapp-automation/'],
  ['/it/funzionalita/multiposting', '/it/funzionalita/multiposting-annunci-lavoro/'],
  ['/it/funzionalita/pagina-carriera', '/it/funzionalita/pagina-carriera-personalizzata/'],
  ['/en/features/multiposting', '/en/features/job-posting-automation/'],
  ['/en/features/career-page', '/en/features/custom-career-page/'],
  ['/it/software-recruiting', '/it/prodotto/software-recruiting/'],
  ['/en/software-recruiting', '/en/product/recruiting-software/'],
  ['/en/recruiting-software', '/en/product/recruiting-software/'],
  ['/it/software-recruiting/agenzie-lavoro-rpo', '/it/prodotto/agenzie-rpo/'],
  ['/it/software-recruiting/horeca', '/it/prodotto/horeca/'],
  ['/it/software-recruiting/sicurezza-vigilanza', '/it/prodotto/sicurezza-vigilanza/'],
  ['/it/software-recruiting/metalmeccanico', '/it/prodotto/metalmeccanico/'],
  ['/it/software-recruiting/pubblica-amministrazione', '/it/prodotto/pubblica-amministrazione/'],
  ['/en/software-recruiting/agenzie-lavoro-rpo', '/en/product/agencies-rpo/'],
  ['/en/software-recruiting/horeca', '/en/product/horeca/'],
  ['/en/software-recruiting/sicurezza-vigilanza', '/en/product/security-surveillance/'],
  ['/en/software-recruiting/metalmeccanico', '/en/product/manufacturing/'],
  ['/en/software-recruiting/pubblica-amministrazione', '/en/product/public-administration/'],
  ['/en/recruiting-software/agencies-rpo', '/en/product/agencies-rpo/'],
  ['/en/recruiting-software/horeca', '/en/product/horeca/'],
  ['/en/recruiting-software/security-surveillance', '/en/product/security-surveillance/'],
  ['/en/recruiting-software/manufacturing', '/en/product/manufacturing/'],
  ['/en/recruiting-software/public-administration', '/en/product/public-administration/'],
];

test.describe('aliases', () => {
  test('every redirect of the route table answers 301 to its page, which answers 200', async ({ request }) => {
    // Three requests per redirect, one after another: `wrangler pages dev` under a full run's load
    // takes close to the default timeout for them all.
    test.slow();
    for (const { from, to } of aliasRedirects()) {
      for (const address of [from, `${from}/`]) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(301);
        expect(response.headers().location, address).toBe(to);
      }
      expect((await request.get(to)).status(), to).toBe(200);
    }
  });

  for (const [reading, page] of SPEC_READINGS) {
    test(`${reading} lands on ${page}`, async ({ page: browser }) => {
      await browser.goto(reading);
      await expect(browser).toHaveURL(page);
      await expect(browser.locator('h1')).toBeVisible();
    });
  }
});
