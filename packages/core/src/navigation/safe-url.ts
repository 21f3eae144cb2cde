/**
 * Resolves `href` against the page and returns it only when it is an http(s) address of the page's
 * own origin. `javascript:` (any case, with tabs or newlines), `data:`, `//other.host` and other
 * origins give null.
 */
export function resolveSameOriginUrl(href: string | null | undefined, base: string = window.location.href): URL | null {
  if (typeof href !== 'string') return null;
  // The URL parser strips tabs and newlines, so `java\tscript:` is caught by the protocol check below.
  const trimmed = href.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== new URL(base).origin) return null;
  return url;
}

export function isSafeUrl(href: string | null | undefined): boolean {
  return resolveSameOriginUrl(href) !== null;
}
