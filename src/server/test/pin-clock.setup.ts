import { beforeEach } from 'vitest';
import { setClock } from '#server/lib/clock';
import { TEST_NOW } from './pinned-clock';

// Every API test file: the server's "now" is TEST_NOW at the start of each test, whatever the hour
// the suite runs at. A test that moves the clock (or resets it with setClock(null)) is set back here.
beforeEach(() => setClock(TEST_NOW));
