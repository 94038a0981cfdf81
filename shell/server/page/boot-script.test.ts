import { injectBootConfig, serializeForScript } from './boot-script';
import { contentSecurityPolicy } from './csp';

describe('boot script', () => {
  it('cannot be closed or commented by the data it carries', () => {
    const text = serializeForScript({ a: '</script><!--<script>', b: '\u2028' });
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!--<script>', b: '\u2028' });
  });

  it('replaces the placeholder, quoted or not', () => {
    const boot = { remotes: [], webView: false, country: 'GB', generatedAt: 'now' };
    for (const template of [
      '<head><script id="sl-boot" type="application/json">{}</script></head>',
      '<head><script id=sl-boot type=application/json>{}</script></head>',
    ]) {
      expect(injectBootConfig(template, boot)).toContain('"country":"GB"');
    }
    expect(() => injectBootConfig('<head></head>', boot)).toThrow(/placeholder/);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the shell and the enabled remotes', () => {
    const csp = contentSecurityPolicy(['http://localhost:3001', 'https://cdn.example']);
    expect(csp).toContain("script-src 'self' http://localhost:3001 https://cdn.example;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
  });
});
