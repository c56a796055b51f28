import { describe, expect, it } from 'vitest';
import { contractPath } from './define.ts';
import { familyContracts } from './family.ts';

describe('contractPath', () => {
  it('fills each :param, encoded', () => {
    expect(contractPath(familyContracts.updateFamilyMember.path, { id: 'a b/c' })).toBe(
      '/customer/familyMember/updateFamilyMember/a%20b%2Fc',
    );
  });

  it('leaves a path without params as it is', () => {
    expect(contractPath(familyContracts.getFamilyMembers.path)).toBe(
      '/customer/familyMember/getFamilyMembers',
    );
  });

  it('refuses to build a path with a param missing', () => {
    expect(() =>
      contractPath('/admin/verification/verifySeller/:type/:id', { type: 'Provider' }),
    ).toThrow('Missing path param "id"');
  });
});
