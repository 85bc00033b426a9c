export { TestPage } from './TestPage';
