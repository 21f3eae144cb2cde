// Shared helpers of every react-hook-form form: server errors onto fields, and one accessible field.
export * from './server-errors';
export * from './form-field';
