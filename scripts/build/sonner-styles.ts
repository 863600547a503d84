import type { Plugin } from 'vite';

/** sonner's bundles: `__insertCSS("…")` runs once, when the module is first evaluated. */
const SONNER_BUNDLE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const INSERT_CSS_CALL = /^__insertCSS\(".*"\);?$/m;

/**
 * Removes the one statement of sonner's bundle that inserts its stylesheet as a `<style>`
 * element at run time (first empty, then filled), which `style-src 'self'` refuses. The same
 * rules come from `sonner/dist/styles.css`, which src/forms/notify.ts imports into the site's
 * stylesheet. Fails the build if the statement is not found,
 * so a sonner update that changes it cannot bring the injection back unnoticed. (`vite dev` pre-bundles dependencies without
 * this hook: there the rules are simply present twice, and no policy is sent.)
 */
export function withoutSonnerStyleInjection(source: string, id: string): string | undefined {
  if (!SONNER_BUNDLE.test(id)) return undefined;
  const matches = source.match(new RegExp(INSERT_CSS_CALL.source, 'gm')) ?? [];
  if (matches.length !== 1)
    throw new Error(
      `${id}: expected one __insertCSS("…") statement in sonner's bundle, found ${matches.length}; ` +
        'update scripts/build/sonner-styles.ts for this sonner version',
    );
  return source.replace(INSERT_CSS_CALL, '/* sonner styles: see src/forms/notify.ts */');
}

export function sonnerStylesPlugin(): Plugin {
  return {
    name: 'talvera:sonner-styles',
    enforce: 'pre',
    transform(source, id) {
      const code = withoutSonnerStyleInjection(source, id);
      return code === undefined ? undefined : { code, map: null };
    },
  };
}
