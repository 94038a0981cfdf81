import { UsageError } from '@sl/server-kit/cli';
import { commandToRequest, promosCli } from './cli-args';

const request = (argv: string[]) => commandToRequest(promosCli.parse(argv));

describe('the promos CLI', () => {
  it('carries out each documented command through the admin API', () => {
    expect(request(['enable', 'cheltenham'])).toEqual({
      method: 'POST',
      path: '/admin/promos/cheltenham/enable',
    });
    expect(request(['set-dates', 'cheltenham', '--from', '2027-03-10', '--to', '2027-03-14'])).toEqual({
      method: 'PUT',
      path: '/admin/promos/cheltenham/dates',
      body: { from: '2027-03-10', to: '2027-03-14' },
    });
    expect(request(['set', 'cheltenham', 'title', 'Festival'])).toEqual({
      method: 'PUT',
      path: '/admin/promos/cheltenham/fields/title',
      body: { value: 'Festival' },
    });
    expect(request(['royal-ascot', 'true'])).toEqual({
      method: 'PUT',
      path: '/admin/site-settings/royal-ascot',
      body: { value: 'true' },
    });
  });

  it.each([
    [['set-dates', 'cheltenham', '--from', '2027-03-10']],
    [['set', 'cheltenham', 'title']],
    [['list', '--all', 'x']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => promosCli.parse(argv)).toThrow(UsageError);
  });
});
