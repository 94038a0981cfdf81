export * from './scheme';
export * from './css-variables';
export * from './ui-theme';
export * from './DesignSystemStyles';
export * from './media-query';
