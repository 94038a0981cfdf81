import { DEFAULT_SHELL_CONFIG, readShellConfig, SHELL_CONFIG_ELEMENT_ID } from './shell-config';

function page(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', SHELL_CONFIG_ELEMENT_ID);
    meta.setAttribute('content', content);
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('shell page config', () => {
  it('reads the server-inlined values over the defaults', () => {
    const config = readShellConfig(page(JSON.stringify({ ukIreland: false, errorReportUrl: '/report' })));
    expect(config).toEqual({ ...DEFAULT_SHELL_CONFIG, ukIreland: false, errorReportUrl: '/report' });
  });
  it('falls back to the defaults when missing or malformed', () => {
    expect(readShellConfig(page(null))).toEqual(DEFAULT_SHELL_CONFIG);
    expect(readShellConfig(page('{nope'))).toEqual(DEFAULT_SHELL_CONFIG);
  });
});
