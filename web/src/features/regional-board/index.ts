export { RegionalBoardPage } from './RegionalBoardPage';
