import { injectStyleNonce, newStyleNonce } from './style-nonce';

describe('the page style nonce', () => {
  it('is new for every answer and base64 of 16 random bytes', () => {
    const nonces = new Set(Array.from({ length: 50 }, newStyleNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it("goes on every inline style element of the page and in the head's meta for run-time styles", () => {
    const page =
      '<!doctype html><html><head><title>t</title><style>body{margin:0}</style></head>' +
      '<body><style media="print">nav{display:none}</style><div id="root"></div></body></html>';
    const html = injectStyleNonce(page, 'bm9uY2Utb2YtMTYtYnl0ZQ==');
    expect(html.match(/<style nonce="bm9uY2Utb2YtMTYtYnl0ZQ=="/g)).toHaveLength(2);
    expect(html).toContain(
      '<head>\n    <meta name="csp-nonce" property="csp-nonce" content="bm9uY2Utb2YtMTYtYnl0ZQ==" />',
    );
    expect(html).not.toMatch(/<style>/);
  });

  it('refuses anything but base64, so a nonce can never break out of its attribute', () => {
    expect(() => injectStyleNonce('<head></head>', '"><script>')).toThrow(/base64/);
  });
});
