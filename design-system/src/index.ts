/** The design system (issue 16): tokens, themes and components, shared by the shell and every remote. */
export * from './tokens';
export * from './theme';
export * from './components';
