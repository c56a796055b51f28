import { useTranslation } from 'react-i18next';
import { useCustomerToken, useSellerToken } from '../../lib/tokens';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * The top bar's links. Profile replaces Sign In while a customer token is stored (SPEC 6), and
 * Dashboard while a caregiver or company is signed in; someone signed in as both sees both.
 */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const customerToken = useCustomerToken();
  const sellerToken = useSellerToken();
  const items: NavItem[] = [
    { to: '/', label: t('nav.home') },
    { to: '/service', label: t('nav.service') },
  ];
  if (customerToken) items.push({ to: '/profile', label: t('nav.profile') });
  if (sellerToken) items.push({ to: '/ProviderDashboard', label: t('nav.dashboard') });
  if (!customerToken && !sellerToken) items.push({ to: '/login', label: t('nav.signIn') });
  return items;
}
