export { VIEW_LOADERS } from './registry.generated';
export { CONTRACTS } from './contracts.generated';
export * from './views.generated';
