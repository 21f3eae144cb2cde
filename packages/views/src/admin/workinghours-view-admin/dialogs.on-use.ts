// Loaded when the rule dialog is first opened (lazyDialog; scripts/build-standalone.ts, ON_USE).
export { RuleDialog } from './rule-dialog';
