import pg from 'pg';

/** A fresh database on the benchmark's PostgreSQL server, dropped first if it exists. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const benchAdminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of an existing benchmark database, or null when there is none. */
export async function existingDatabase(adminUrl: string, name: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  await admin.end();
  if (!rowCount) return null;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
