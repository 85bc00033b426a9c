export { MemberAreaPage } from './MemberAreaPage';
