import { messageResponseSchema } from '../schemas/auth.ts';
import { idParamsSchema } from '../schemas/common.ts';
import {
  familyMemberBodySchema,
  familyMemberResponseSchema,
  familyMembersResponseSchema,
} from '../schemas/customer.ts';
import { defineContract } from './define.ts';

/** The care recipients a family keeps on its profile (SPEC 3 and 7). */
export const familyContracts = {
  getFamilyMembers: defineContract({
    method: 'GET',
    path: '/customer/familyMember/getFamilyMembers',
    access: ['Customer'],
    tag: 'family',
    response: familyMembersResponseSchema,
  }),
  createFamilyMember: defineContract({
    method: 'POST',
    path: '/customer/familyMember/createFamilyMember',
    access: ['Customer'],
    tag: 'family',
    body: familyMemberBodySchema,
    response: familyMemberResponseSchema,
  }),
  updateFamilyMember: defineContract({
    method: 'PUT',
    path: '/customer/familyMember/updateFamilyMember/:id',
    access: ['Customer'],
    tag: 'family',
    params: idParamsSchema,
    body: familyMemberBodySchema,
    response: familyMemberResponseSchema,
  }),
  deleteFamilyMember: defineContract({
    method: 'DELETE',
    path: '/customer/familyMember/deleteFamilyMember/:id',
    access: ['Customer'],
    tag: 'family',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
