export * from './bulletin.js';
export * from './domain.js';
export * from './errors.js';
export * from './format.js';
export * from './money.js';
export * from './time.js';
export * from './events.js';
