import { buildApp } from '/work/wt/period/server/app';
const app = await buildApp({
  port: 0, host: '127.0.0.1', dataDir: '/tmp/period-seed', database: 'file',
  databaseUrl: 'postgres://postgres@127.0.0.1:34927/periodplans', seed: 'none',
  jwtSecret: 'x'.repeat(48), jwtExpiresIn: '1h', logLevel: 'silent',
  loginRateLimit: { max: 1000, timeWindow: '1 minute' }, logger: false, cacheMs: 0,
} as never);
const token = (await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: process.argv[2], password: 'PartyPass!2026' } })).json().token;
const res = await app.inject({ url: `/api/v1/users/dashboard/analytics?${process.argv[3]}`, headers: { authorization: `Bearer ${token}` } });
console.log(res.statusCode);
await app.close();
