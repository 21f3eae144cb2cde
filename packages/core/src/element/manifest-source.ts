// The React-free slice of core that the manifest, README generator and host demo read.
export { TAGS, TAG_NAMES, type TagName, type Area } from './tag-names';
export {
  fillExample,
  propSpecs,
  propNameToAttribute,
  attributeToProp,
  EXAMPLE_DEFAULTS,
  type TagContract,
  type AnyTagContract,
  type PropSpec,
} from './contract';
