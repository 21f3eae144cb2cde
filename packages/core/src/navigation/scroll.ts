/** Spec: after a change, and after a failed edit, the page scrolls to the top. */
export function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0 });
  } catch {
    // Some embedded browsers have no smooth-scroll options; the top is a nicety, not a must.
  }
}
