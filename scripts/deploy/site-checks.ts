/** What must be on disk before a deploy uploads anything. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DeployOptions } from './deploy-plan';

export interface SiteFacts {
  hasIndex: boolean;
  /** `<site>/_worker.js`: Pages runs it instead of functions/ when present. */
  hasWorker: boolean;
  hasWorkerEntry: boolean;
  hasRoutes: boolean;
  hasFunctions: boolean;
}

export function readSiteFacts(site: string, functionsFolder: string): SiteFacts {
  return {
    hasIndex: existsSync(join(site, 'index.html')),
    hasWorker: existsSync(join(site, '_worker.js')),
    hasWorkerEntry: existsSync(join(site, '_worker.js', 'index.js')),
    hasRoutes: existsSync(join(site, '_routes.json')),
    hasFunctions: existsSync(functionsFolder),
  };
}

export function siteProblems(options: Pick<DeployOptions, 'site' | 'siteOnly'>, facts: SiteFacts): string[] {
  const { site, siteOnly } = options;
  const problems: string[] = [];
  if (!facts.hasIndex) problems.push(`${site}/ holds no built site (no index.html): run npm run build first`);
  if (siteOnly) {
    if (!facts.hasWorkerEntry || !facts.hasRoutes) {
      problems.push(
        `--site-only deploys functions bundled into the site, and ${site}/ lacks _worker.js/index.js or _routes.json (wrangler pages functions build --outdir ${site}/_worker.js --output-routes-path ${site}/_routes.json)`,
      );
    }
  } else {
    if (facts.hasWorker) {
      problems.push(`${site}/_worker.js exists: Pages would run it instead of functions/; rebuild the site`);
    }
    if (!facts.hasFunctions) problems.push('functions/ is missing: the forms would have no endpoint');
  }
  return problems;
}
