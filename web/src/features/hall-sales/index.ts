export { HallDetailPage } from './HallDetailPage';
export { HallLotsPage } from './HallLotsPage';
export { HallSalesPage } from './HallSalesPage';
export { HallSessionsPage } from './HallSessionsPage';
export { LiveAnimalHallDetailPage } from './LiveAnimalHallDetailPage';
