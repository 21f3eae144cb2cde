// The working-time-law rules (ArbZG §§ 3–5) every area may use: thresholds in one place, pure functions.
export * from './worktime-law';
export { LAW_TEXTS } from './texts';
export { useLawNow, LAW_TICK_MS } from './use-law-now';
export { WithLawHints, DayLawHints } from './with-law-hints';
