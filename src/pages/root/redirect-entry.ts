/**
 * The script of the redirect stubs (scripts/postbuild/redirects.ts), for hosts that read no
 * `_redirects`: replaces the history entry with the target named by the script element's
 * `data-to`, a path on this site. An external file rather than inline code, so the pages obey
 * `script-src 'self'`; the stub's `<meta http-equiv="refresh">` covers visitors without scripts.
 */
const target = document.currentScript?.dataset.to;
// Only a path of this site: not `//host` nor `/\host`, which browsers read as another host.
if (target !== undefined && /^\/(?![/\\])/.test(target)) window.location.replace(target);
