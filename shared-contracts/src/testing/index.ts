// Test helpers for every package's tests (never imported by product code, so never in a build).
export { fakeFederationPage, type FakeInstance } from '../federation/fake-federation';
export { FakeFollowButton } from '../federation/fake-follow-button';
