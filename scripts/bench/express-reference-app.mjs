// The reference for `npm run bench:auth-read`: a typical Express + passport + connect-pg-simple app
// reading the signed-in user from the same PostgreSQL, written the way such apps usually are.
// Run as its own process (like the app it is compared with): DATABASE_URL=… PORT=… node this-file
import connectPgSimple from 'connect-pg-simple';
import express from 'express';
import session from 'express-session';
import passport from 'passport';
import pg from 'pg';

function startExpressReference({ databaseUrl, port }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const PgStore = connectPgSimple(session);
  const app = express();
  app.use(express.json());
  app.use(
    session({
      store: new PgStore({ pool, createTableIfMissing: true }),
      secret: 'reference-secret-reference-secret-123',
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { maxAge: 30 * 24 * 60 * 60 * 1000, httpOnly: true, sameSite: 'lax' },
    }),
  );
  app.use(passport.initialize());
  app.use(passport.session());
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser(async (id, done) => {
    try {
      const { rows } = await pool.query(
        'select id, username, email, role, timezone, created_at from users where id = $1',
        [id],
      );
      done(null, rows[0] ?? false);
    } catch (error) {
      done(error);
    }
  });
  // Signs in as an existing user by name: the benchmark measures reads, not password checks.
  app.post('/login-as', async (req, res, next) => {
    const { rows } = await pool.query('select id from users where username = $1', [req.body.username]);
    req.login(rows[0], (error) => (error ? next(error) : res.json({ ok: true })));
  });
  app.get('/api/user', (req, res) => {
    if (!req.user) return res.status(401).json({ message: 'Unauthorized' });
    res.json(req.user);
  });
  app.get('/readyz', (_req, res) => res.json({ status: 'ok' }));
  const server = app.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
}

startExpressReference({ databaseUrl: process.env.DATABASE_URL, port: Number(process.env.PORT) });
