// Shared form blocks: server errors onto fields, one accessible field, and a select that saves on commit.
export * from './server-errors';
export * from './form-field';
export * from './commit-select';
export * from './page-size-select';
