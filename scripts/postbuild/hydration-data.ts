import { readFileSync, writeFileSync } from 'node:fs';
import { walkFiles } from './dist-files';

const HYDRATION_SCRIPT = /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

type HydrationData = { loaderData?: Record<string, unknown>; actionData?: unknown; errors?: unknown };

/** True when the router state a page would hand to the browser carries nothing. */
export function isEmptyHydrationData(data: HydrationData): boolean {
  return (
    Object.values(data.loaderData ?? {}).every((value) => value === null || value === undefined) &&
    (data.actionData ?? null) === null &&
    (data.errors ?? null) === null
  );
}

/**
 * Removes react-router's inline `window.__staticRouterHydrationData = JSON.parse(…)` script,
 * which `script-src 'self'` would refuse. src/main.tsx drops every route loader, so the browser
 * router starts complete without that data and hydrates the same markup. If a page ever hands
 * over real loader data or an error, this throws instead: that data would then have to travel
 * as a `<script type="application/json">` block that the client reads before hydrating.
 */
export function withoutHydrationData(html: string): string {
  return html.replace(HYDRATION_SCRIPT, (_script, literal: string) => {
    const data = JSON.parse(JSON.parse(literal) as string) as HydrationData;
    if (!isEmptyHydrationData(data))
      throw new Error(`the page hands router data to the browser, which the build does not carry: ${literal}`);
    return '';
  });
}

export function removeHydrationData(distDir: string): void {
  for (const file of walkFiles(distDir).filter((path) => path.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    try {
      const stripped = withoutHydrationData(html);
      if (stripped !== html) writeFileSync(file, stripped);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  }
}
