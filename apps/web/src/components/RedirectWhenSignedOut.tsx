import { Navigate } from 'react-router';
import { useCustomerToken } from '../lib/tokens';

interface RedirectWhenSignedOutProps {
  /** While logging out on purpose the page leaves on its own schedule. */
  paused?: boolean;
}

/**
 * The route guards run only on navigation; this catches a session that ends while a customer
 * page is open (the refresh token was refused, or another tab signed out) and sends the person
 * to /login at once.
 */
export function RedirectWhenSignedOut({ paused = false }: RedirectWhenSignedOutProps) {
  const token = useCustomerToken();
  return token || paused ? null : <Navigate to="/login" replace />;
}
