export * from './multi-select/multi-select';
