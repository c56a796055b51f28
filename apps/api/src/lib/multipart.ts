import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** A file part as received: the name and declared type are the sender's claims, nothing more. */
export interface ReceivedFile<F extends string = string> {
  field: F;
  bytes: Buffer;
  filename: string;
  declaredType: string;
}

export interface ReceivedForm<F extends string = string> {
  fields: Record<string, string>;
  files: Partial<Record<F, ReceivedFile<F>>>;
}

/** The file fields a form may carry, each with the label its messages use ('Government ID'). */
export type FileFieldLabels<F extends string> = Readonly<Record<F, string>>;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function fieldError(status: number, code: string, path: string, message: string): AppError {
  return new AppError(code, status, message, [{ path, message }]);
}

/** Multipart parser errors carry a code; busboy's own (a malformed body) carry only a message. */
function toAppError(
  error: unknown,
  maxFileBytes: number,
  labels: FileFieldLabels<string>,
): AppError {
  if (error instanceof AppError) return error;
  const { code, part } = error as { code?: string; part?: { fieldname?: string } };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      const field = part?.fieldname ?? 'file';
      const label = Object.hasOwn(labels, field) ? labels[field] : 'A file';
      const message = `${label} is larger than ${megabytes(maxFileBytes)}. Choose a smaller file.`;
      return fieldError(413, 'FILE_TOO_LARGE', field, message);
    }
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 413, 'The form has too many fields or files');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the form as multipart/form-data');
    default:
      return new AppError(
        'BAD_REQUEST',
        400,
        'The form data could not be read. Please try again.',
        undefined,
        {
          cause: error,
        },
      );
  }
}

/**
 * Reads a multipart form into text fields and the expected file fields, with hard limits: each
 * file at most `maxFileBytes` (held in memory, so the limit also bounds memory), one part per
 * name, no unexpected files. Anything else is a 4xx, never a 500.
 */
export async function readForm<F extends string>(
  request: FastifyRequest,
  maxFileBytes: number,
  labels: FileFieldLabels<F>,
): Promise<ReceivedForm<F>> {
  const fields: Record<string, string> = {};
  const files: ReceivedForm<F>['files'] = {};
  const fileCount = Object.keys(labels).length;
  const isFileField = (name: string): name is F => Object.hasOwn(labels, name);
  try {
    const parts: AsyncIterable<Multipart> = request.parts({
      limits: {
        fieldNameSize: 100,
        fieldSize: 4 * 1024,
        fields: 20,
        fileSize: maxFileBytes,
        files: fileCount,
        parts: 20 + fileCount,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (!isFileField(name)) {
          part.file.resume();
          throw fieldError(400, 'VALIDATION_ERROR', name, `Unexpected file field: ${name}`);
        }
        const bytes = await part.toBuffer();
        // A browser form sends an empty, nameless part for a file input left empty.
        if (bytes.length === 0 && !part.filename) continue;
        if (files[name]) {
          throw fieldError(400, 'VALIDATION_ERROR', name, `Send one ${labels[name]} file`);
        }
        if (bytes.length === 0) {
          throw fieldError(400, 'VALIDATION_ERROR', name, `${labels[name]} is an empty file`);
        }
        files[name] = { field: name, bytes, filename: part.filename, declaredType: part.mimetype };
        continue;
      }
      if (isFileField(name)) {
        throw fieldError(400, 'VALIDATION_ERROR', name, `${labels[name]} must be a file`);
      }
      if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') {
        throw fieldError(400, 'VALIDATION_ERROR', name, `${name} is too long`);
      }
      if (Object.hasOwn(fields, name)) {
        throw fieldError(400, 'VALIDATION_ERROR', name, `Send ${name} once`);
      }
      fields[name] = part.value;
    }
  } catch (error) {
    throw toAppError(error, maxFileBytes, labels);
  }
  return { fields, files };
}

/**
 * Validates text fields that did not come through Fastify's body schema (multipart), with the
 * same envelope the error handler gives a schema failure.
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = errors[0]!;
  throw new AppError(
    'VALIDATION_ERROR',
    400,
    `${first.path ? `${first.path}: ` : ''}${first.message}`,
    errors,
  );
}
