export { Heading, useHeadingLevel, useSectionLevel, type HeadingLevel, type HeadingProps } from './heading';
