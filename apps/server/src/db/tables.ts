export * from './schema/users';
export * from './schema/catalog';
export * from './schema/seed-runs';
