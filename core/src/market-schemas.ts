// `@bulten/core/market-schemas`: the contract's schemas of the market's figures (bulletins, live figures,
// history, archive, corrections, lots, reports, the regional board), without the endpoint table; see
// `account-schemas.ts`.
export * from './contract/archive.js';
export * from './contract/bulletin.js';
export * from './contract/bulletin-catalogue.js';
export * from './contract/bulletin-compat.js';
export * from './contract/bulletin-live.js';
export * from './contract/corrections.js';
export * from './contract/history.js';
export * from './contract/lot-lookup.js';
export * from './contract/peers.js';
export * from './contract/report.js';
