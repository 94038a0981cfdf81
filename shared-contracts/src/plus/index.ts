export * from './plans';
export * from './cards';
export * from './api';
export * from './pages';
