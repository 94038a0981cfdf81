import { federatedConfig } from '@sl/scripts/webpack';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'account',
  title: 'Account | Sporting Life',
  exposes: {
    './AccountWidget': './src/exposes/AccountWidget.tsx',
    './AccountApp': './src/exposes/AccountApp.tsx',
    './PlusApp': './src/exposes/PlusApp.tsx',
    './MyStable': './src/my-stable/index.tsx',
    './FollowButton': './src/follow/index.tsx',
  },
});
