export function withoutColours(text: string): string {
  // eslint-disable-next-line no-control-regex -- ANSI colour codes are what is removed
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}

/** Lower case, [^a-z0-9-] as -, at most 28 characters, no dash at either end. */
export function branchAlias(branch: string): string {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 28)
    .replace(/^-+|-+$/g, '');
}

/** wrangler 3.78+ prints the branch alias; else the alias Cloudflare gives the branch. */
export function deploymentUrl(output: string, branch: string, project: string, productionBranch: string): string {
  const plain = withoutColours(output);
  const alias = /Deployment alias URL: (https:\/\/\S+)/.exec(plain)?.[1];
  if (alias) return alias;
  const anyPagesUrl = plain.match(/https:\/\/[a-z0-9.-]*\.pages\.dev/g)?.at(-1);
  if (anyPagesUrl) return anyPagesUrl;
  return branch === productionBranch
    ? `https://${project}.pages.dev`
    : `https://${branchAlias(branch)}.${project}.pages.dev`;
}

/** `wrangler pages secret list` lines read `  - NAME: Value Encrypted`. */
export function pagesListsSecret(output: string, name: string): boolean {
  return new RegExp(`^\\s*- ${name}:`, 'm').test(withoutColours(output));
}

/** `wrangler secret list` prints JSON by default. */
export function workerListsSecret(output: string, name: string): boolean {
  return new RegExp(`"name":\\s*"${name}"`).test(withoutColours(output));
}

/** Undefined when a part's secrets could not be read. */
export interface PreviewSmtp {
  site: boolean | undefined;
  companion: boolean | undefined;
}

export function previewMailDestination({ site, companion }: PreviewSmtp): string {
  if (site === undefined || companion === undefined) {
    return "Mail: unknown, the preview's secrets could not be read. It goes to the preview inbox if the preview has an SMTP_URL, else nowhere (leads are only stored in talvera-forms-preview); never to sales.";
  }
  if (site && companion) {
    return "Mail: to the preview inbox (the preview's SMTP_URL), never to sales.";
  }
  if (!site && !companion) {
    return 'Mail: nowhere. The preview has no SMTP_URL, so its leads are stored in talvera-forms-preview and not mailed.';
  }
  const set = site ? 'the preview site' : 'talvera-companion-preview';
  const unset = site ? 'talvera-companion-preview' : 'the preview site';
  return `Mail: partly to the preview inbox: ${set} has an SMTP_URL, ${unset} has none (set both to the preview inbox). Never to sales.`;
}
