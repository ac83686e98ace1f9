export * from './auth-attempts';
export * from './feature-announcements';
export * from './journal-entries';
export * from './questions';
export * from './retros';
export * from './sessions';
export * from './users';
