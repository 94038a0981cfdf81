import { serverRenderedPath, serverRenderOptions } from './server-render-options';

describe('which pages the server renders', () => {
  it.each([
    '/',
    '/racing',
    '/racing/racecards/2026-11-30/ascot/1430',
    '/football/match/123/arsenal-v-chelsea',
    '/tips/tipping-records',
    '/royal-ascot/results',
    '/golf',
    '/accounts-explained',
    '/no-such-page',
  ])('renders %s, a page that is the same for every visitor', (path) => {
    expect(serverRenderedPath(path)).toBe(true);
  });

  it.each(['/racing/my-stable', '/account', '/account/sign-in', '/release-console', '/oauth/sso', '/amp/'])(
    "leaves %s to the browser: a member's own page, or a sign-in route",
    (path) => {
      expect(serverRenderedPath(path)).toBe(false);
    },
  );
});

describe('server render options', () => {
  it('are off when SERVER_RENDER=off, whatever the build holds', () => {
    expect(serverRenderOptions('/nowhere', { SERVER_RENDER: 'off' })).toBeUndefined();
  });
});
