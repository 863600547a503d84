import type { Plugin } from 'vite';

/**
 * The dev server's content step: recompiles content/ as it changes (dev-recompile.ts). The
 * compiler is imported when the dev server starts, not with this config: `vite build` loads the
 * config too, and has no use for the compiler's few hundred modules.
 */
export function contentPlugin(): Plugin {
  return {
    name: 'talvera:content',
    apply: 'serve',
    async configureServer(server) {
      const { recompileOnChange } = await import('./dev-recompile');
      recompileOnChange(server);
    },
  };
}
