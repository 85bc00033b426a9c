export { PriceArchivePage } from './PriceArchivePage';
