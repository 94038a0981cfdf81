import { serviceRuntime } from './site';

describe('a service runtime from the environment', () => {
  it('reads the viewer country from CloudFront by default and counts anything but production as development', () => {
    expect(serviceRuntime('racing', {}).geo).toEqual({
      countryHeader: 'cloudfront-viewer-country',
      development: true,
    });
    expect(serviceRuntime('racing', { NODE_ENV: 'test' }).geo.development).toBe(true);
  });

  it('takes the CDN header from COUNTRY_HEADER, and production from NODE_ENV', () => {
    expect(serviceRuntime('football', { COUNTRY_HEADER: 'x-country', NODE_ENV: 'production' }).geo).toEqual({
      countryHeader: 'x-country',
      development: false,
    });
  });

  it('listens on the section port unless <NAME>_PORT says otherwise, and refuses a port that is not one', () => {
    expect(serviceRuntime('football', {}).port).toBe(3002);
    expect(serviceRuntime('football', { FOOTBALL_PORT: '4102' }).port).toBe(4102);
    expect(() => serviceRuntime('football', { FOOTBALL_PORT: 'http' })).toThrow(
      /FOOTBALL_PORT must be a port number/,
    );
  });
});
