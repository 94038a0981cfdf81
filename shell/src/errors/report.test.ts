import { pixelUrl } from './report';

const STACK = [
  'TypeError: Cannot read properties of undefined',
  '    at RaceCard (racing.js:10:5)',
  '    at renderWithHooks (react-dom.js:1:1)',
  '    at beginWork (react-dom.js:2:2)',
].join('\n');

const parse = (url: string) => {
  const parsed = new URL(url, 'https://site.test');
  return { path: parsed.pathname, params: Object.fromEntries(parsed.searchParams) };
};

describe('error pixel URL', () => {
  it('is GET /1x1.gif?type={type}&Cache-Bust={timestamp}&message={agent and error text}', () => {
    const url = pixelUrl('error', 'boom', undefined, 'Mozilla/5.0 (iPhone)', 1_795_444_241_531);
    expect(url.startsWith('/1x1.gif?type=error&Cache-Bust=1795444241531&message=')).toBe(true);
    expect(parse(url)).toEqual({
      path: '/1x1.gif',
      params: { type: 'error', 'Cache-Bust': '1795444241531', message: 'Mozilla/5.0 (iPhone) boom' },
    });
  });

  it('carries only the first two lines of the stack', () => {
    const { message } = parse(pixelUrl('error', 'boom', STACK, 'UA', 1)).params;
    expect(message).toContain('TypeError: Cannot read properties of undefined');
    expect(message).toContain('at RaceCard (racing.js:10:5)');
    expect(message).not.toContain('renderWithHooks');
    expect(message).not.toContain('beginWork');
  });

  it.each([undefined, ''])('reads Not Available when the agent is %p', (agent) => {
    expect(parse(pixelUrl('bridge', 'bridge gone', undefined, agent, 1)).params.message).toBe(
      'Not Available bridge gone',
    );
  });
});
