export { LotLookupPage } from './LotLookupPage';
