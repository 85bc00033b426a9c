// `@bulten/core/schemas`: the contract's answer and body schemas (zod) without the endpoint table. The web
// loads zod, then these, then the table (`@bulten/core`), each evaluated in a task of its own.
export * from './contract/alerts.js';
export * from './contract/archive.js';
export * from './contract/auth.js';
export * from './contract/basis.js';
export * from './contract/bulletin.js';
export * from './contract/bulletin-catalogue.js';
export * from './contract/bulletin-compat.js';
export * from './contract/bulletin-live.js';
export * from './contract/cms.js';
export * from './contract/corrections.js';
export * from './contract/health.js';
export * from './contract/history.js';
export * from './contract/kvkk.js';
export * from './contract/lot-lookup.js';
export * from './contract/member.js';
export * from './contract/report.js';
export * from './contract/staff.js';
export * from './contract/staff-desk.js';
export * from './contract/turib.js';
