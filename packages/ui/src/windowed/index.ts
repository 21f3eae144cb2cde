export * from './windowed';
export * from './windowed-table';
export * from './filter-field';
