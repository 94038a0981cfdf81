import { federatedConfig } from '@sl/scripts/webpack';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'football',
  title: 'Football | Sporting Life',
  exposes: {
    './FootballApp': './src/exposes/FootballApp.tsx',
    './FootballQuickLinks': './src/exposes/FootballQuickLinks.tsx',
  },
});
