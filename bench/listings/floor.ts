import Fastify from 'fastify';
import pg from 'pg';

/**
 * The machine's floor for an API that queries PostgreSQL on every request: a bare Fastify route
 * that sends one recorded statement (the list page's) through node-pg, as the API sends it, and
 * answers its rows as JSON. No validation, no ORM, no logger, no second statement. Beside the
 * database's ceiling for the same statement it shows how close any Node API can come to that
 * ceiling on this machine, where both share the same cores.
 */
const statement = JSON.parse(process.env.FLOOR_STATEMENT ?? 'null') as {
  text: string;
  values: unknown[];
} | null;
if (!statement) throw new Error('FLOOR_STATEMENT (the statement as JSON) is required');

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const app = Fastify({ logger: false });
app.get('/floor', async (_request, reply) => {
  const { rows } = await pool.query({ text: statement.text, values: statement.values });
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ rows }));
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3903) });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
