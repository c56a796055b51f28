import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { latestBackup, restoreEmbedded } from './embedded-backup.ts';
import { pgRestoreInstructions } from './postgres-commands.ts';

/**
 * `npm run restore -- <backup folder> [--force]` (or `--latest`): checks every checksum, then
 * puts the backup in place of the embedded database's folder and the local upload folder.
 * Stop the app first. A folder that holds data is replaced only with --force, and is kept
 * aside under a new name. With DATABASE_URL it prints the pg_restore command instead.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, latest: { type: 'boolean' } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const print = (text: string) => process.stdout.write(`${text}\n`);
  if (config.databaseUrl) {
    print(pgRestoreInstructions());
    return 0;
  }
  // Relative to where npm was run, as the settings' paths are.
  const given = positionals[0];
  const from = given
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
    : values.latest
      ? await latestBackup(config.backupDir)
      : null;
  if (!from) {
    console.error(
      given || !values.latest
        ? 'Name the backup folder to restore: npm run restore -- <folder> [--force], or --latest'
        : `No backup in ${config.backupDir}`,
    );
    return 1;
  }
  const { manifest, keptAside } = await restoreEmbedded(
    from,
    {
      dataDir: config.dataDir,
      uploadDir: config.storage.kind === 'local' ? config.uploadDir : null,
    },
    { force: values.force === true },
  );
  print(`Restored ${manifest.files.length} files from ${from} (checksums verified).`);
  for (const dir of keptAside)
    print(`The previous contents are kept in ${dir}; delete it when satisfied.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A refusal or a bad setting is a sentence for the operator, not a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
