import { loadConfig } from '../config.ts';
import { backupEmbedded } from './embedded-backup.ts';
import { pgDumpInstructions } from './postgres-commands.ts';

/**
 * `npm run backup`: copies the embedded database's folder and the local upload folder into
 * BACKUP_DIR/care-backup-<time>, with a manifest of checksums. Stop the app first. With
 * DATABASE_URL it prints the pg_dump command instead.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const print = (text: string) => process.stdout.write(`${text}\n`);
  if (config.databaseUrl) {
    print(pgDumpInstructions(new Date().toISOString().slice(0, 10)));
    return 0;
  }
  const { dir, manifest } = await backupEmbedded({
    dataDir: config.dataDir,
    uploadDir: config.storage.kind === 'local' ? config.uploadDir : null,
    backupDir: config.backupDir,
  });
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  print(`Backed up ${manifest.files.length} files (${bytes} bytes) to ${dir}`);
  if (config.storage.kind === 's3') {
    print('Uploaded files are in the S3 bucket: keep them with its versioning or replication.');
  }
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
