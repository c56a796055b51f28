/**
 * With DATABASE_URL the database is a real PostgreSQL server, backed up with its own tools
 * while the app keeps running (pg_dump takes a consistent snapshot). The commands name the
 * variable rather than its value, so no password is printed to a terminal or a log.
 */
export function pgDumpInstructions(stamp: string): string {
  return [
    'DATABASE_URL is set: the database is PostgreSQL, backed up with pg_dump (the app may keep running):',
    '',
    `  pg_dump --format=custom --no-owner --file=care-${stamp}.dump "$DATABASE_URL"`,
    '',
    'Restore into an empty database, or replace the tables of an existing one with --clean:',
    '',
    `  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" care-${stamp}.dump`,
    '',
    'Uploaded files: with STORAGE=s3 keep them with the bucket itself (turn on versioning, and',
    'replication or a lifecycle rule for a second copy); with STORAGE=local copy UPLOAD_DIR too.',
  ].join('\n');
}

export function pgRestoreInstructions(): string {
  return [
    'DATABASE_URL is set: restore a pg_dump file with pg_restore (stop the app first):',
    '',
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" care-<time>.dump',
    '',
    'Files in an S3 bucket are restored from its versions or its replica, not by this script.',
  ].join('\n');
}
