export { ErrorPage } from './ErrorPage';
