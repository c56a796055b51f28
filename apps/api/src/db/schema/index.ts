export * from './catalog.ts';
export * from './customers.ts';
export * from './providers.ts';
export * from './companies.ts';
export * from './bookings.ts';
export * from './money.ts';
export * from './auth.ts';
export * from './content.ts';
