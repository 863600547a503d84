import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRedirects, type RedirectRule } from '../../src/server/node/cloudflare-redirects';

export type ShownRedirect = { from: string; to: string; status: number };

export type RedirectChange = { before: ShownRedirect; after: ShownRedirect };

export type RedirectsDiff = { added: ShownRedirect[]; removed: ShownRedirect[]; changed: RedirectChange[] };

/** As Cloudflare Pages reads them; lines it would refuse are left out quietly, since the gate's wrangler check fails on any. */
export function readRedirects(distDir: string): RedirectRule[] {
  const file = join(distDir, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8'), () => undefined) : [];
}

const shown = ({ from, to, status }: RedirectRule): ShownRedirect => ({ from: from.pattern, to, status });

/** Also rules from one address whose destination or status differs. */
export function redirectsDiff(base: readonly RedirectRule[], head: readonly RedirectRule[]): RedirectsDiff {
  const before = new Map(base.map((rule) => [rule.from.pattern, shown(rule)]));
  const after = new Map(head.map((rule) => [rule.from.pattern, shown(rule)]));
  return {
    added: [...after.values()].filter((rule) => !before.has(rule.from)),
    removed: [...before.values()].filter((rule) => !after.has(rule.from)),
    changed: [...after.values()].flatMap((rule) => {
      const earlier = before.get(rule.from);
      return earlier !== undefined && (earlier.to !== rule.to || earlier.status !== rule.status)
        ? [{ before: earlier, after: rule }]
        : [];
    }),
  };
}
