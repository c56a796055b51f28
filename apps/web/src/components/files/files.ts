import { registrationFiles } from '@care/shared';

const acceptedExtensions: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** "1.2 MB", "5 MB", "340 KB": what a person recognises from their phone's file picker. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a file cannot be used, in the reader's language (a locale key and its values). */
export type DocumentProblem =
  | { key: 'components.files.wrongType' }
  | { key: 'components.files.tooBig'; size: string; max: string }
  | { key: 'components.files.empty' };

/**
 * A first check before uploading, so nobody waits for a 5 MB upload to be refused. The picker's
 * accept="image/*,.pdf" still lets through GIF, HEIC and the like; the server sniffs the bytes
 * and stays the judge.
 */
export function documentProblem(file: File): DocumentProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || acceptedExtensions[extension] || '';
  if (!(registrationFiles.mimeTypes as readonly string[]).includes(type)) {
    return { key: 'components.files.wrongType' };
  }
  if (file.size > registrationFiles.maxBytes) {
    return {
      key: 'components.files.tooBig',
      size: formatFileSize(file.size),
      max: formatFileSize(registrationFiles.maxBytes),
    };
  }
  if (file.size === 0) return { key: 'components.files.empty' };
  return null;
}
