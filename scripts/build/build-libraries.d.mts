/** The packages the build and its Vite config import as they load (build-libraries.mjs). */
export const BUILD_LIBRARIES: readonly string[];
