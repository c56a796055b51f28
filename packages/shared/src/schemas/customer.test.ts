import { describe, expect, it } from 'vitest';
import { customerProfileBodySchema } from './customer.ts';

describe('customer profile body', () => {
  it('accepts what its own parse produces, so the form can send it as is', () => {
    const parsed = customerProfileBodySchema.parse({
      name: 'Asha Rao',
      email: 'asha@example.in',
      gender: 'Female',
      dob: '1980-01-01',
      address: '12 MG Road, Pune',
      pincode: '',
    });
    expect(parsed.pincode).toBeNull();
    expect(customerProfileBodySchema.parse(parsed)).toEqual(parsed);
  });
});
