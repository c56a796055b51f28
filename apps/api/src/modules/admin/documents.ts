import type { FastifyReply } from 'fastify';
import type { DocumentFile } from './service.ts';

/**
 * Sends a stored document so that a browser shows it and does nothing else with it: the
 * sniffed type it was stored with, never guessed again; a generated name; never cached, since
 * a government ID must not linger in a shared or proxy cache. A document is a stranger's file:
 * `sandbox` makes the browser treat it as a page of its own unique origin with scripts, forms
 * and pop-ups off, so a PDF or image carrying JavaScript can still be read inline but can do
 * nothing with the viewer's session.
 */
export function sendDocument(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
