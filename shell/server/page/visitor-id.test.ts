import type { FastifyRequest } from 'fastify';
import { visitorId } from './visitor-id';

const request = (cookie: string | undefined, protocol: 'http' | 'https' = 'http') =>
  ({ headers: cookie === undefined ? {} : { cookie }, protocol }) as unknown as FastifyRequest;

describe('visitorId', () => {
  it('keeps a well-formed sl_vid among other cookies', () => {
    expect(visitorId(request('a=1; sl_vid=abcdefghijklmnop_-12; b=2'))).toEqual({
      id: 'abcdefghijklmnop_-12',
      setCookie: null,
    });
  });

  it.each([undefined, 'other=1', 'sl_vid=short', 'sl_vid=not/allowed/characters!!'])(
    'gives a new random id for %j',
    (cookie) => {
      const { id, setCookie } = visitorId(request(cookie));
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(setCookie).toBe(`sl_vid=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`);
    },
  );

  it('marks the cookie Secure when the page came over https', () => {
    expect(visitorId(request(undefined, 'https')).setCookie).toMatch(/; SameSite=Lax; Secure$/);
  });
});
