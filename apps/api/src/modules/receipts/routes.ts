import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { bookingContracts, earningsContracts } from '@care/shared';
import { route } from '../../lib/route.ts';
import { createReceiptService, type PdfFile } from './service.ts';

/**
 * A generated PDF, as a download: it is the caller's own money, so nothing may cache it on the
 * way (a shared computer, a proxy).
 */
function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/**
 * The family's receipts and the caregivers' monthly statements. Only getStatement of the
 * earnings calls lives here; the others are the earnings module's.
 */
export const receiptRoutes: FastifyPluginAsync = async (app) => {
  const receipts = createReceiptService(app.db, app.config.platform);

  route(app, bookingContracts.getReceipt, async ({ user, params, reply }) =>
    sendPdf(reply, await receipts.receipt(user.userId, params.id)),
  );

  for (const kind of ['Provider', 'Company'] as const) {
    route(app, earningsContracts(kind).getStatement, async ({ user, query, reply }) =>
      sendPdf(reply, await receipts.statement({ kind, id: user.userId }, query.month)),
    );
  }
};
