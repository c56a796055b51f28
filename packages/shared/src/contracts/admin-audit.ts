import { auditLogQuerySchema, auditLogResponseSchema } from '../schemas/audit.ts';
import { defineContract } from './define.ts';

/** The operator audit log: read and filter; there is no call that changes it. */
export const adminAuditContracts = {
  getAuditLog: defineContract({
    method: 'GET',
    path: '/admin/audit/getAuditLog',
    access: ['Admin'],
    tag: 'admin audit',
    summary: 'Operator actions, newest first, filtered by action, entity, operator or dates',
    query: auditLogQuerySchema,
    response: auditLogResponseSchema,
  }),
};
