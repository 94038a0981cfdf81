/**
 * The role the identity provider gives the people who may change what the site runs (issue 20): the `roles` claim
 * of their tokens carries it, and the shell's release API and console accept no one else.
 */
export const RELEASE_MANAGER_ROLE = 'release-manager';

/** The client the release CLI signs in as, by the device flow (a person approves it in a browser). */
export const RELEASE_CLI_CLIENT_ID = 'sl-release-cli';
