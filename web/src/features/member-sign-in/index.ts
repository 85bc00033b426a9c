export { MemberSignInPage } from './MemberSignInPage';
