export { STATE_LOOKS, lookOfServerClass, type StateKey, type StateLook, type ToneLook } from './looks';
export { StateBadge, StateLegend, type StateBadgeProps } from './state-badge';
