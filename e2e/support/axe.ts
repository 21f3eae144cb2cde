// The one axe configuration of the page and story suites: WCAG 2.0/2.1/2.2 A and AA, plus
// label-in-name (WCAG 2.5.3), which axe-core tags `experimental` and leaves off unless named (issue 24).
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Rules switched on beyond the tags. */
export const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } } as const;

/** Where views put what they show outside their tag: dialogs, popovers, the date picker's calendar. */
export const LAYERS = ['.modal', '[role="dialog"]', '.popover'];

/** A builder with our rules; `options` must come before `withTags` (AxeBuilder replaces the options object). */
export function wcagAxe(page: Page, options: Record<string, unknown> = {}, axeSource?: string): AxeBuilder {
  return new AxeBuilder({ page, ...(axeSource ? { axeSource } : {}) })
    .options({ resultTypes: ['violations'], ...options, rules: EXTRA_RULES })
    .withTags(WCAG);
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

export function describeViolations(violations: Violations): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join(' | ')}`,
  );
}

/**
 * What a page with axe-core already in it is given as `axeSource`: AxeBuilder evaluates it instead of the
 * 550 KB source before every analysis, so it only checks axe is there.
 */
export const AXE_ALREADY_LOADED = 'if (typeof window.axe?.run !== "function") throw new Error("axe-core fehlt auf der Seite");';

/** axe-core into the page once per document (a navigation takes it away again). */
async function ensureAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')) return;
  await page.evaluate(axe.source);
}

/**
 * The violations inside `scope` and in the layers the page shows above it (a dialog in <body>).
 * axe-core goes into the page once, and runs there (legacy mode): the demo pages have no frames, so
 * AxeBuilder's cross-frame path — the source evaluated twice and a blank page opened for every analysis —
 * checks nothing more and cost the page walks most of their CPU.
 */
export async function violationsOf(page: Page, scope: string, withLayers = false): Promise<string[]> {
  await ensureAxe(page);
  // The page at rest: a dialog's fade-in or a button's colour change still running would be measured
  // half-way (the contrast of a half-faded backdrop is no finding).
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  let builder = wcagAxe(page, {}, AXE_ALREADY_LOADED).setLegacyMode(true).include(scope);
  if (withLayers) for (const layer of LAYERS) if ((await page.locator(layer).count()) > 0) builder = builder.include(layer);
  return describeViolations((await builder.analyze()).violations);
}
