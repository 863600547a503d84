import type { DurableObjectNamespace } from '@cloudflare/workers-types';
import { FormGuard } from '../form-guard';
import { memoryGuardStorage } from './memory-guard-storage';

/**
 * A Durable Object namespace as Pages sees it, in memory: one FormGuard per name, reached by
 * `stub.fetch` with what crosses the wire serialised. `names` lists the objects asked for.
 */
export function guardNamespace() {
  const objects = new Map<string, FormGuard>();
  const names: string[] = [];
  const namespace = {
    idFromName: (name: string) => name,
    get: (name: string) => ({
      fetch: async (url: string, init: RequestInit) => {
        names.push(name);
        let guard = objects.get(name);
        if (!guard) objects.set(name, (guard = new FormGuard({ storage: memoryGuardStorage() })));
        const answer = await guard.fetch(new Request(url, init));
        return new Response(answer.status === 204 ? null : await answer.text(), answer);
      },
    }),
  };
  return { namespace: namespace as unknown as DurableObjectNamespace, names };
}
