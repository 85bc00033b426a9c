// `@bulten/core/plain`: the part of core without zod (domain values, dates, numbers, storage keys, the endpoint
// table's paths and URLs). The web's first view imports only this, so that it is painted and hydrated before
// the contract (zod and every schema, `@bulten/core`) is loaded.
export * from './analyses.js';
export * from './audit.js';
export * from './bulletin.js';
export * from './calendar.js';
export * from './control-characters.js';
export * from './domain.js';
export * from './embed.js';
export * from './endpoints/access.js';
export * from './endpoints/paths.js';
export * from './endpoints/url.js';
export * from './errors.js';
export * from './format.js';
export * from './locale/index.js';
export * from './money.js';
export * from './peers.js';
export * from './problems.js';
export * from './time.js';
export * from './web-render.js';
export * from './web-storage.js';
