/**
 * Loads `path` as a fresh page. Signing in does this (§4) so every store, cache and lazy chunk
 * starts from the new session; tests replace this module.
 */
export function reloadPage(path: string) {
  window.location.assign(path);
}
