export * from './define.ts';
export * from './family.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './listings.ts';
export * from './seller-bookings.ts';
export * from './registration.ts';
export * from './admin.ts';
