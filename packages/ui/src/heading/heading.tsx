// Issue 24 point 6: one way to title a widget and its sections. The level follows the tag's
// `heading-level` (default 2); the look is fixed by class, so a page's outline never changes the size.
import { useHeadingLevel, type HeadingLevel } from '@stempeluhr/core';
import type { HTMLAttributes } from 'react';

export { useHeadingLevel, type HeadingLevel } from '@stempeluhr/core';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** A section of the widget: one level below the title (capped at 6), in the one section-label look. */
  sub?: boolean;
}

/** The level of the widget's title (`sub`: false) or of a section (`sub`: true). */
export function useSectionLevel(sub = false): HeadingLevel {
  const level = useHeadingLevel();
  return (sub ? Math.min(6, level + 1) : level) as HeadingLevel;
}

/**
 * `<Heading>` is the widget's title at the page's level (h2 unless the tag says `heading-level`);
 * `<Heading sub>` a section of it, one below. Title looks like `.h5`, a section like `.h6`, at any level.
 */
export function Heading({ sub = false, className, children, ...rest }: HeadingProps) {
  const level = useSectionLevel(sub);
  const Tag = `h${level}` as const;
  const look = sub ? 'h6 stempeluhr-section-title' : 'h5 stempeluhr-widget-title';
  return (
    <Tag {...rest} className={`${look}${className ? ` ${className}` : ''}`}>
      {children}
    </Tag>
  );
}
