/**
 * The yardstick: a bare Fastify route that answers a small JSON reply, in its own process like
 * the real server, so each API figure can be given as a ratio to "Fastify doing nothing".
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'success', data: { ok: true } }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${address}\n`);
