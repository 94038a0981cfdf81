import { federatedConfig } from '@sl/scripts/webpack';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'football',
  title: 'Football | Sporting Life',
  exposes: {
    './FootballApp': './src/exposes/FootballApp.tsx',
    './FootballQuickLinks': './src/exposes/FootballQuickLinks.tsx',
    './FootballHome': './src/exposes/FootballHome.tsx',
    './FollowedCompetitions': './src/exposes/FollowedCompetitions.tsx',
    './NextMatchButton': './src/exposes/NextMatchButton.tsx',
    './SportsApp': './src/exposes/SportsApp.tsx',
  },
});
