import pg from 'pg';

/**
 * The database's ceiling as a Node process sees it: the "equivalent loop of the same
 * SQL over the same number of connections". `clients` loops each send the recorded statement
 * through node-pg, as the API sends it, one after another, for `seconds`; no HTTP, no app.
 * Between pgbench (a C client) and the floor (an HTTP route) it shows what the driver itself
 * costs. Prints `{ "perSecond": n }`.
 */
const statement = JSON.parse(process.env.LOOP_STATEMENT ?? 'null') as {
  text: string;
  values: unknown[];
} | null;
if (!statement) throw new Error('LOOP_STATEMENT (the statement as JSON) is required');
const clients = Number(process.env.LOOP_CLIENTS ?? 10);
const seconds = Number(process.env.LOOP_SECONDS ?? 10);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: clients });
const send = () => pool.query({ text: statement.text, values: statement.values });
// Every connection open and warm before the clock starts, as pgbench's are.
await Promise.all(Array.from({ length: clients }, send));

let done = 0;
const until = performance.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (performance.now() < until) {
      await send();
      done += 1;
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
await pool.end();
console.log(JSON.stringify({ perSecond: done / elapsed }));
