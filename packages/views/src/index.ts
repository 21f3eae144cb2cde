export { VIEW_LOADERS } from './registry';
export * from './tools/flash-message';
export * from './admin/locked-user';
export * from './admin/multi-user-selection';
export * from './admin/multi-group-selection';
