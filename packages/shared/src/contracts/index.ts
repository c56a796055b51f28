export * from './define.ts';
export * from './family.ts';
