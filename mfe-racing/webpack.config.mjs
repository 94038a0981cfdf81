import { federatedConfig } from '@sl/scripts/webpack';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'racing',
  title: 'Racing | Sporting Life',
  exposes: {
    './RacingApp': './src/exposes/RacingApp.tsx',
    './RacingHome': './src/exposes/RacingHome.tsx',
    './RacingQuickLinks': './src/exposes/RacingQuickLinks.tsx',
    './GreyhoundsApp': './src/exposes/GreyhoundsApp.tsx',
    './TipsApp': './src/exposes/TipsApp.tsx',
  },
});
