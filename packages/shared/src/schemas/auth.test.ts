import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile, sendOtpBodySchema, verifyOtpBodySchema } from './auth.ts';

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
  ])('normalises %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each(['', '12345', '5876543210', '98765432101', 'abcdefghij', '+1 9876543210', '98765 4321x'])(
    'rejects %s',
    (input) => {
      expect(normaliseIndianMobile(input)).toBeNull();
    },
  );
});

describe('OTP bodies', () => {
  it('says "Please enter mobile number" when it is empty', () => {
    const result = sendOtpBodySchema.safeParse({ userType: 'Customer', mobile: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter mobile number');
  });

  it('wants exactly six digits', () => {
    for (const otp of ['12345', '1234567', '12a456', '']) {
      const result = verifyOtpBodySchema.safeParse({
        userType: 'Customer',
        mobile: '9876543210',
        otp,
      });
      expect(result.error?.issues[0]?.message).toBe('Enter all 6 digits');
    }
  });

  it('rejects unknown fields and user types', () => {
    expect(
      sendOtpBodySchema.safeParse({ userType: 'Customer', mobile: '9876543210', x: 1 }).success,
    ).toBe(false);
    expect(sendOtpBodySchema.safeParse({ userType: 'Root', mobile: '9876543210' }).success).toBe(
      false,
    );
  });
});
