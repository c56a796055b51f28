/** The caregiver and company dashboard (/ProviderDashboard). */
export const dashboard = {} as const;
