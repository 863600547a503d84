/**
 * A module's loader that imports it once in the build. The build runs under module hooks (tsx's,
 * and Tailwind's), and through them every `import()` is a round trip to the hooks' thread, even
 * for a module that is loaded already: about 0.2 ms, where Node alone takes 0.01 ms. A loader
 * that runs for every page it renders (2,920 of them at 2 × 1,000 articles) makes that a second
 * of the prerender. The dev server imports afresh, so that an edited module is seen; a failed
 * import is tried again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  if (import.meta.env.DEV) return load;
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
