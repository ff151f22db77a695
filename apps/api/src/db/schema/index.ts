// The one place drizzle-kit and the client read the whole schema from.
export * from './auth';
export * from './profiles';
export * from './catalog';
export * from './listings';
export * from './community';
export * from './rate-limits';
export * from './conversations';
export * from './saved-searches';
