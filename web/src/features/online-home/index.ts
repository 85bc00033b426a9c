export { OnlineHomePage } from './OnlineHomePage';
