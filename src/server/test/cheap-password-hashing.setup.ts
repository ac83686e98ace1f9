import { hashCheaplyForTests } from '#server/lib/password';

// Every API test file hashes passwords with cheap argon2 parameters (lib/password.ts): registering a
// user is most of what many tests do. The test of the stored hash (security/asvs-evidence.test.ts)
// switches back to the production parameters for itself.
hashCheaplyForTests(true);
