export { SalesReportPage } from './SalesReportPage';
