// React-free: the time rules the views and the mock backend share.
export * from './time';
export * from './berlin';
export * from './numbers';
export * from './period';
