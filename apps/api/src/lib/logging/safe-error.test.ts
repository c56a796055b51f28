import { describe, expect, it } from 'vitest';
import { describeError, serializeError } from './safe-error.ts';

/** Shaped like what drizzle throws around a pg unique violation, with everything pg attaches. */
function duplicateMobileError(): Error {
  const pgError = Object.assign(
    new Error('duplicate key value violates unique constraint "customers_mobile_unique"'),
    {
      name: 'error',
      code: '23505',
      detail: 'Key (mobile)=(9876543210) already exists.',
      where: 'SQL statement "insert ... Asha Devi"',
      constraint: 'customers_mobile_unique',
      table: 'customers',
    },
  );
  const sqlText = 'insert into "customers" ("mobile", "name", "address") values ($1, $2, $3)';
  const params = ['9876543210', 'Asha Devi', '12 MG Road, Bengaluru'];
  return Object.assign(new Error(`Failed query: ${sqlText}\nparams: ${params}`), {
    query: sqlText,
    params,
    parameters: params,
    cause: pgError,
  });
}

const personal = ['9876543210', 'Asha Devi', 'MG Road'];

describe('serializeError', () => {
  it('keeps what explains the failure and nothing a user sent', () => {
    const safe = serializeError(duplicateMobileError());
    const text = JSON.stringify(safe);
    for (const value of personal) expect(text).not.toContain(value);
    expect(safe.message).toBe(
      'Failed query: insert into "customers" ("mobile", "name", "address") values ($1, $2, $3)',
    );
    expect(safe.stack.split('\n')[0]).toBe(`Error: ${safe.message}`);
    expect(safe.stack.split('\n')[1]).toMatch(/^\s+at /);
    expect(safe.cause).toMatchObject({
      code: '23505',
      constraint: 'customers_mobile_unique',
      table: 'customers',
      message: 'duplicate key value violates unique constraint "customers_mobile_unique"',
    });
    expect(Object.keys(safe)).not.toEqual(
      expect.arrayContaining(['params', 'parameters', 'query', 'detail', 'where']),
    );
  });

  it('does not let a parameter shaped like a stack frame through', () => {
    const error = new Error('Failed query: select $1\nparams: x\n    at Asha Devi (9876543210)');
    expect(serializeError(error).stack).not.toContain('Asha');
  });

  it('never passes a bare number off as an error code', () => {
    expect(serializeError(Object.assign(new Error('x'), { code: '123456' })).code).toBeUndefined();
    expect(serializeError(Object.assign(new Error('x'), { code: '23505' })).code).toBe('23505');
    expect(serializeError(Object.assign(new Error('x'), { code: 'FST_ERR_X' })).code).toBe(
      'FST_ERR_X',
    );
  });

  it('survives a cause that points back at its error', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(() => JSON.stringify(serializeError(error))).not.toThrow();
  });

  it('describes thrown non-errors too', () => {
    expect(serializeError('call 9876543210').message).toBe('call ******3210');
  });
});

describe('describeError', () => {
  it('prints the cleaned stack and its causes for the console', () => {
    const text = describeError(duplicateMobileError());
    for (const value of personal) expect(text).not.toContain(value);
    expect(text).toContain('Caused by:');
    expect(text).toContain('customers_mobile_unique');
  });
});
