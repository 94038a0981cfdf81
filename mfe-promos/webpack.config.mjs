import { federatedConfig } from '@sl/scripts/webpack';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'promos',
  title: 'Promotions | Sporting Life',
  exposes: {
    './Banners': './src/exposes/Banners.tsx',
    './TopBarSignposts': './src/exposes/TopBarSignposts.tsx',
    './CrossSell': './src/exposes/CrossSell.tsx',
    './PromotionModal': './src/exposes/PromotionModal.tsx',
    './FreeBetsApp': './src/exposes/FreeBetsApp.tsx',
    './FestivalApp': './src/exposes/FestivalApp.tsx',
    './NewsApp': './src/exposes/NewsApp.tsx',
    './NewsEditor': './src/exposes/NewsEditor.tsx',
  },
});
