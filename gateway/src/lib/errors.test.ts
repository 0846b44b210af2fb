import { describe, expect, it } from 'vitest';
import { toAppError } from './errors.ts';

const withCode = (name: string, code: string | number, message = 'x') =>
  Object.assign(new Error(message), { name, code });

describe('toAppError', () => {
  it('calls a socket the database closed mid-write a 503, not a 500', () => {
    for (const code of ['EPIPE', 'ECONNRESET', 'ECONNREFUSED']) {
      expect(toAppError(withCode('Error', code, 'This socket has been ended by the other party')).code).toBe(
        'SERVICE_UNAVAILABLE',
      );
    }
  });

  it('keeps the driver error names it already knew as 503', () => {
    expect(toAppError(withCode('MongoNetworkError', '')).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers an unknown failure with a 500 and no detail', () => {
    const e = toAppError(withCode('Error', 'EWHATEVER', 'secret path /etc/passwd'));
    expect(e.code).toBe('INTERNAL_SERVER_ERROR');
    expect(e.message).not.toContain('/etc');
  });

  it('names a duplicate key as a conflict on its field', () => {
    const e = toAppError(Object.assign(new Error('dup'), { code: 11000, keyValue: { slug: 'a' } }));
    expect(e.code).toBe('CONFLICT');
  });
});
