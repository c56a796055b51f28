import { useTranslation } from 'react-i18next';
import { useCustomerToken } from '../../lib/tokens';

export interface NavItem {
  to: string;
  label: string;
}

/** The top bar's links; Profile replaces Sign In while a customer token is stored (SPEC 6). */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const customerToken = useCustomerToken();
  return [
    { to: '/', label: t('nav.home') },
    { to: '/service', label: t('nav.service') },
    customerToken
      ? { to: '/profile', label: t('nav.profile') }
      : { to: '/login', label: t('nav.signIn') },
  ];
}
