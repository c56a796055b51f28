import { fileTypeFromBuffer } from 'file-type';
import { companyDocumentFiles, registrationFiles, type SellerDocumentKind } from '@care/shared';
import { AppError } from '../../lib/errors.ts';
import type { ReceivedFile } from '../../lib/multipart.ts';

type AcceptedType = (typeof registrationFiles.mimeTypes)[number];

/** Each document kind as it appears in storage folders and download names: [a-z-] only. */
export const documentSlugs: Record<SellerDocumentKind, string> = {
  govtID: 'govt-id',
  certification: 'certification',
  registrationCertificate: 'registration-certificate',
  gstCertificate: 'gst-certificate',
};

/** What each document is called in messages ('Government ID', 'GST certificate'). */
export const documentLabels: Record<SellerDocumentKind, string> = {
  ...registrationFiles.fields,
  ...companyDocumentFiles.fields,
};

/** A document whose bytes were checked: the type is what the content is, not what it claims. */
export interface CheckedDocument<F extends SellerDocumentKind = SellerDocumentKind> {
  field: F;
  bytes: Buffer;
  mimeType: AcceptedType;
  extension: string;
  /** Kept for the operator's eyes only; never part of a storage path. */
  originalName: string | null;
}

const isAccepted = (mime: string): mime is AcceptedType =>
  (registrationFiles.mimeTypes as readonly string[]).includes(mime);

/** A name is only ever displayed: strip control characters and keep it short. */
function displayName(filename: string): string | null {
  // eslint-disable-next-line no-control-regex
  const clean = filename.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? clean.slice(-200) : null;
}

/**
 * Sniffs the real type from the leading bytes. A renamed .exe, an HTML page called id.pdf or a
 * GIF all fail here, whatever the file name or the declared content type say.
 */
export async function checkDocument<F extends SellerDocumentKind>(
  file: ReceivedFile<F>,
): Promise<CheckedDocument<F>> {
  const sniffed = await fileTypeFromBuffer(file.bytes);
  if (!sniffed || !isAccepted(sniffed.mime)) {
    const label = documentLabels[file.field];
    const message = `${label} must be a JPEG, PNG or WebP image or a PDF`;
    throw new AppError('UNSUPPORTED_FILE_TYPE', 415, message, [{ path: file.field, message }]);
  }
  return {
    field: file.field,
    bytes: file.bytes,
    mimeType: sniffed.mime,
    extension: sniffed.ext,
    originalName: displayName(file.filename),
  };
}
