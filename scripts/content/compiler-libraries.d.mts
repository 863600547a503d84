/** The packages the content step's modules import when they load (compiler-libraries.mjs). */
export const COMPILER_LIBRARIES: readonly string[];

/** Imports every one of them. */
export function loadCompilerLibraries(): Promise<void>;
