export * from './use-windowed';
export * from './windowed-table';
export * from './filter-field';
