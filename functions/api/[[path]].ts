// Every /api/* request to src/server/cloudflare/pages-api.ts, as Hono's (deprecated) Pages adapter hands it.
import type { EventContext } from '@cloudflare/workers-types';
import type { CloudflareEnv } from '../../src/server/cloudflare/env';
import { pagesApi } from '../../src/server/cloudflare/pages-api';

export const onRequest = (context: EventContext<CloudflareEnv, string, unknown>) =>
  pagesApi.fetch(
    context.request as unknown as Request,
    { ...context.env, eventContext: context },
    {
      waitUntil: (promise: Promise<unknown>) => {
        context.waitUntil(promise);
      },
      passThroughOnException: () => {
        context.passThroughOnException();
      },
      props: {},
    },
  );
