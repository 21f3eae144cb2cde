// The React-free slice of core that the manifest, README generator and host demo read.
export { TAG_NAMES, type TagName } from './tag-names';
export { TAG_SPECS } from './specs';
export { fillExample, attributeToProp, EXAMPLE_DEFAULTS, type TagSpec, type PropSpec } from './spec-types';
