import { federatedConfig } from '@sl/scripts/webpack';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  title: 'Sporting Life | Racing, Football, Tips and Results',
  description: 'Racecards, results, football scores and fixtures, tips and free bets.',
  runtimePlugins: ['./src/federation/retry-plugin.ts', './src/federation/entry-timeout-plugin.ts'],
});
