import { resolveSameOriginUrl } from './safe-url';

export type NavigationTarget = 'same-tab' | 'new-tab';

/**
 * The one way a widget leaves the page: only same-origin http(s) addresses are followed.
 * Returns whether navigation happened.
 */
export function navigateTo(href: string, target: NavigationTarget = 'same-tab'): boolean {
  const url = resolveSameOriginUrl(href);
  if (!url) {
    console.error(`Stempeluhr: Navigation zu „${href}“ verweigert (nur Adressen der eigenen Seite).`);
    return false;
  }
  if (target === 'new-tab') {
    window.open(url.href, '_blank', 'noopener');
  } else {
    window.location.assign(url.href);
  }
  return true;
}

/** Reloads the page, as the specification does after flip-flow actions. */
export function reloadPage(): void {
  window.location.reload();
}
