import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/racing/racecards', '/racing/racecards'],
    ['/football/fixtures-results?tab=results#today', '/football/fixtures-results?tab=results#today'],
  ])('follows the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['%2F%2Fevil.example'],
    ['%252F%252Fevil.example'],
    ['javascript:alert(1)'],
    ['racing'],
    ['/oauth/sso?code=1'],
    ['/oauth/skybet/loading'],
    ['/racing\n/x'],
  ])('sends %j to the home page', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });
});
