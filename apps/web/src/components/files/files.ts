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

/**
 * A first check before uploading, so nobody waits for a 5 MB upload to be refused. The picker's
 * accept="image/*,.pdf" still lets through GIF, HEIC and the like; the server sniffs the bytes
 * and stays the judge.
 */
export function documentProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || acceptedExtensions[extension] || '';
  if (!(registrationFiles.mimeTypes as readonly string[]).includes(type)) {
    return 'Choose a JPEG, PNG or WebP image or a PDF';
  }
  if (file.size > registrationFiles.maxBytes) {
    return `This file is ${formatFileSize(file.size)}. Choose one of ${formatFileSize(registrationFiles.maxBytes)} or less.`;
  }
  if (file.size === 0) return 'This file is empty. Choose another one.';
  return null;
}
