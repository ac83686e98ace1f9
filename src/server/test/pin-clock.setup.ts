import { beforeEach } from 'vitest';
import { holdClockStill, setClock } from '#server/lib/clock';
import { TEST_NOW } from './pinned-clock';

// Every API test file: the server's "now" is TEST_NOW at the start of each test, whatever the hour
// the suite runs at, and it stands still there (and wherever a test moves it) so no test depends on
// how fast the machine runs. A test that resets it with setClock(null) is set back here.
holdClockStill();
beforeEach(() => setClock(TEST_NOW));
