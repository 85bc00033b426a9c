export { LatestTradesPage } from './LatestTradesPage';
export { OnlineTradesDetailPage } from './OnlineTradesDetailPage';
