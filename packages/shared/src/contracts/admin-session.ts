import { operatorSessionResponseSchema } from '../schemas/operator.ts';
import { defineContract } from './define.ts';

/** Who the signed-in operator is and what their role allows. */
export const adminSessionContracts = {
  getOperator: defineContract({
    method: 'GET',
    path: '/admin/auth/getOperator',
    access: ['Admin'],
    tag: 'admin',
    summary: 'The signed-in operator: mobile, role and refund limit',
    response: operatorSessionResponseSchema,
  }),
};
