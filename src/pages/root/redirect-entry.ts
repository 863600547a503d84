/**
 * The redirect stubs' script, for hosts without `_redirects`: goes to `data-to`. An external file
 * so the pages obey `script-src 'self'`; the stub's meta refresh covers visitors without scripts.
 */
const target = document.currentScript?.dataset.to;
// Only a path of this site: not `//host` nor `/\host`, which browsers read as another host.
if (target !== undefined && /^\/(?![/\\])/.test(target)) window.location.replace(target);
