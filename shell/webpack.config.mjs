import { federatedConfig } from '@sl/scripts/webpack';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  runtimePlugins: ['./src/federation/fallback-plugin.ts'],
});
