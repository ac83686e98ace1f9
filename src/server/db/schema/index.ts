export * from './auth-attempts';
export * from './feature-announcements';
export * from './sessions';
export * from './users';
