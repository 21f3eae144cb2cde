export * from './form-dialog';
export * from './confirm-dialog';
export * from './submit-button';
export * from './collapsible-card';
export * from './use-notice';
export * from './use-entry-editor';
export * from './lazy-dialog';
