export { BasisPage } from './BasisPage';
