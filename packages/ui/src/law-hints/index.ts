export { LawHints, LawHintBadges, LAW_HINT_TEXTS, type LawHint } from './law-hints';
