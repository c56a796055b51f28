/**
 * Query keys of the console, all under one root so signing out drops every one of them. Each
 * area adds its own under `adminKeys.all`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  operator: ['admin', 'operator'] as const,
  audit: (filter: object) => ['admin', 'audit', filter] as const,
};
