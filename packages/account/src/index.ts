/**
 * @clem/account: login, one-time code, security question, session, wallet, settings.
 * The foundation ships the package boundary and the login error mapping; issue 7 fills it.
 */
export { loginErrorKey, type LoginFailure } from './login/loginErrorKey';
