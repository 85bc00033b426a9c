// `@bulten/core/account-schemas`: the contract's schemas of accounts, content and staff work (sign-in, members,
// staff, CMS, KVKK, alerts, basis, TÜRİB), without the endpoint table. The web evaluates zod, these, the
// market schemas (`market-schemas.ts`) and then the table (`@bulten/core`), each in a task of its own.
export * from './contract/alerts.js';
export * from './contract/auth.js';
export * from './contract/basis.js';
export * from './contract/catalogue-names.js';
export * from './contract/cms.js';
export * from './contract/health.js';
export * from './contract/kvkk.js';
export * from './contract/member.js';
export * from './contract/staff.js';
export * from './contract/staff-desk.js';
export * from './contract/turib.js';
