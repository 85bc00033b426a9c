export { HallScreenPage } from './HallScreenPage';
