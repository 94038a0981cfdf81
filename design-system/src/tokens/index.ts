export * from './palette';
export * from './color';
export * from './scale';
export * from './breakpoints';
