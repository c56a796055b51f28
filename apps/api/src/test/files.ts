import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Small real files for upload tests: the API sniffs the bytes, so they must be genuine. */

/** A 1x1 transparent PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A minimal one-page PDF. */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The start of a Windows executable ('MZ' header and the PE signature offset). */
export const fakeExe = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'),
  Buffer.alloc(200),
]);

/** A PNG header followed by padding, `bytes` long: a real PNG as far as sniffing goes. */
export function pngOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  tinyPng.copy(file, 0, 0, Math.min(tinyPng.length, bytes));
  return file;
}

/** Every file under `root`, as paths relative to it ('/'-separated). */
export function listFiles(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

export interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}
export const pngPart = (name = 'aadhaar.png'): FilePart => ({
  bytes: tinyPng,
  name,
  type: 'image/png',
});
export const pdfPart = (name = 'first-aid.pdf'): FilePart => ({
  bytes: tinyPdf,
  name,
  type: 'application/pdf',
});

/** The multipart body a browser form sends: text fields, then the chosen files. */
export function multipartForm(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    body.append(name, new Blob([file.bytes], { type: file.type }), file.name);
  }
  return body;
}
