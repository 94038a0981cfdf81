import { federatedConfig } from '@sl/scripts/webpack';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'promos',
  title: 'Promotions | Sporting Life',
  exposes: {
    './Banners': './src/exposes/Banners.tsx',
  },
});
