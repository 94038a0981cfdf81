/**
 * Decides whether a request's product token grants the plus analysis: the service's RS256 verifier
 * (mfe-racing/server/product-token), or a stand-in in tests.
 */
export type PremiumAccessCheck = (productToken: string | undefined) => Promise<boolean>;
