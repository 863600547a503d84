/**
 * Loads the content compiler's bundle (run.js makes it) as Node loads a CommonJS module, but
 * through a vm.Script given V8's code cache of the last run (`<bundle>.v8-cache`): compiling
 * 1.7 MB of JavaScript, and again each function a run calls, is then mostly skipped. The main
 * thread and each compile worker thread (parallel-compile.ts) load it this way; only the main
 * thread writes the cache, after the run (`saveCodeCache`), so that it holds the functions the
 * run compiled. A cache V8 rejects (another V8) is replaced.
 *
 * CommonJS, so that a worker thread's evaluated code can require it without the ESM loader,
 * which would scan the whole bundle for its exports first (a fifth of a second).
 */
'use strict';
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname } = require('node:path');
const { Script } = require('node:vm');

function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

function loadCompiler(bundleFile) {
  const cacheFile = `${bundleFile}.v8-cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundleFile, 'utf8')}\n})`;
  const script = new Script(wrapper, { filename: bundleFile, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundleFile), module, bundleFile, dirname(bundleFile));
  const saveCodeCache = () => {
    if (cachedData !== undefined && !script.cachedDataRejected) return;
    try {
      writeAtomically(cacheFile, script.createCachedData());
    } catch {
      // Not kept: the next run compiles the bundle again.
    }
  };
  return { compiler: module.exports, saveCodeCache };
}

/** What a compile worker thread evaluates: it loads the bundle and serves the jobs it is sent. */
function compileWorkerSource(bundleFile) {
  return `require(${JSON.stringify(__filename)}).loadCompiler(${JSON.stringify(bundleFile)}).compiler.serveCompileJobs();`;
}

module.exports = { loadCompiler, compileWorkerSource, writeAtomically };
