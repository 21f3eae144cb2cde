// Issue 24 point 6: every tag takes `heading-level` (1–6, default 2), so a page fits the widget into its
// outline. The parser reads it beside the tag's own props; the views read it with useHeadingLevel().
import { createContext, useContext } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const DEFAULT_HEADING_LEVEL: HeadingLevel = 2;

/** The widget's title level; its sections are one below. */
export const HeadingLevelContext = createContext<HeadingLevel>(DEFAULT_HEADING_LEVEL);

/** The level of the widget's title (the tag's `heading-level`, default 2). */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}
