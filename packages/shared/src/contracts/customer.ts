import { customerProfileBodySchema, customerProfileResponseSchema } from '../schemas/customer.ts';
import { defineContract } from './define.ts';

/** The family's own profile (SPEC 2 "Update profile" and "Profile page"). */
export const customerContracts = {
  getCustomerProfile: defineContract({
    method: 'GET',
    path: '/customer/auth/getCustomerProfile',
    access: ['Customer'],
    tag: 'customer',
    response: customerProfileResponseSchema,
  }),
  completeCustomerProfile: defineContract({
    method: 'PUT',
    path: '/customer/auth/completeCustomerProfile',
    access: ['Customer'],
    tag: 'customer',
    body: customerProfileBodySchema,
    response: customerProfileResponseSchema,
  }),
};
