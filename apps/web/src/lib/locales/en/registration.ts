/** Seller sign-in and registration: login-dashboard, provider- and company-registration, ProviderSuccess. */
export const registration = {} as const;
