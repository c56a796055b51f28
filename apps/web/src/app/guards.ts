import { redirect } from 'react-router';
import {
  getCustomerAccessToken,
  getOperatorAccessToken,
  getSellerAccessToken,
} from '../lib/tokens';

/*
 * Route guards (SPEC section 6) run as route loaders rather than as wrapper components: the
 * router decides before it renders or even downloads the page, so a signed-out visitor never
 * sees a flash of a private screen. They only check that a token is stored; the API still
 * decides whether it is valid.
 */

/** Customer-only pages: profile, update_profile and both booking wizards. */
export function requireCustomer() {
  return getCustomerAccessToken() ? null : redirect('/login');
}

/** The login page is for visitors; a signed-in customer goes to their profile instead. */
export function redirectSignedInCustomer() {
  return getCustomerAccessToken() ? redirect('/profile') : null;
}

/** The caregiver dashboard: without a provider or company sign-in, choose how to sign in. */
export function requireCaregiver() {
  return getSellerAccessToken() ? null : redirect('/login-dashboard');
}

/** The caregiver sign-in choice is for visitors; a signed-in caregiver goes to the dashboard. */
export function redirectSignedInCaregiver() {
  return getSellerAccessToken() ? redirect('/ProviderDashboard') : null;
}

/** The operator console: without an operator sign-in, its own sign-in page. */
export function requireOperator() {
  return getOperatorAccessToken() ? null : redirect('/admin/login');
}

/** The console's sign-in page is for operators not yet signed in. */
export function redirectSignedInOperator() {
  return getOperatorAccessToken() ? redirect('/admin') : null;
}
