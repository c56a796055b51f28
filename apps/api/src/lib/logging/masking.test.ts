import { describe, expect, it } from 'vitest';
import { cleanErrorMessage, maskFreeText, maskMobile, maskQueryValues } from './masking.ts';

describe('maskMobile', () => {
  it('keeps only the last four digits', () => {
    expect(maskMobile('9876543210')).toBe('******3210');
    expect(maskMobile('+91 98765 43210')).toBe('********3210');
  });
});

describe('maskQueryValues', () => {
  it('keeps the path and the query keys, not the values', () => {
    expect(maskQueryValues('/api/v1/dev/outbox?mobile=9876543210')).toBe(
      '/api/v1/dev/outbox?mobile=*',
    );
    expect(maskQueryValues('/list?search=Asha%20Devi&page=2#top')).toBe(
      '/list?search=*&page=*#top',
    );
    expect(maskQueryValues('/api/v1/health')).toBe('/api/v1/health');
    expect(maskQueryValues('/api/docs?=9876543210&a=1&=Asha')).toBe('/api/docs?=*&a=*&=*');
  });
});

describe('maskFreeText', () => {
  it('masks mobiles, e-mails and URL query values inside a sentence', () => {
    expect(maskFreeText('OTP for +919876543210 (asha@example.com) from /x?mobile=9876543210')).toBe(
      'OTP for ********3210 ([email]) from /x?mobile=*',
    );
  });

  it('leaves other numbers alone', () => {
    expect(maskFreeText('took 1795386514135 ms, port 5432, 12345678901')).toBe(
      'took 1795386514135 ms, port 5432, 12345678901',
    );
  });
});

describe('cleanErrorMessage', () => {
  it("drops a failed query's parameters and keeps its parameterised SQL", () => {
    const message =
      'Failed query: insert into "customers" ("mobile", "name") values ($1, $2)\n' +
      'params: 9876543210,Asha Devi';
    expect(cleanErrorMessage(message)).toBe(
      'Failed query: insert into "customers" ("mobile", "name") values ($1, $2)',
    );
  });

  it('masks values PostgreSQL quotes and keeps the names of our schema', () => {
    expect(cleanErrorMessage('invalid input syntax for type uuid: "Asha Devi"')).toBe(
      'invalid input syntax for type uuid: "*"',
    );
    expect(cleanErrorMessage('value "98765432101" is out of range for type integer')).toBe(
      'value "*" is out of range for type integer',
    );
    expect(
      cleanErrorMessage('duplicate key value violates unique constraint "customers_mobile_unique"'),
    ).toBe('duplicate key value violates unique constraint "customers_mobile_unique"');
    expect(
      cleanErrorMessage('null value in column "mobile" of relation "customers" violates not-null'),
    ).toBe('null value in column "mobile" of relation "customers" violates not-null');
  });

  it('masks a key detail that a wrapper copied into its message', () => {
    expect(cleanErrorMessage('conflict: Key (mobile)=(9876543210) already exists.')).toBe(
      'conflict: Key (mobile)=(*) already exists.',
    );
  });
});
