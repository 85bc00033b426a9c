export { StaffConsole } from './StaffConsole';
