/**
 * Imports a module once in the build: under tsx's and Tailwind's module hooks every `import()`
 * round-trips to the hooks' thread, even for a loaded module. The dev server imports afresh, so
 * an edit is seen; a failed import is tried again.
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
