export { TuribPage } from './TuribPage';
