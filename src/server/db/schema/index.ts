export * from './auth-attempts';
export * from './sessions';
export * from './users';
