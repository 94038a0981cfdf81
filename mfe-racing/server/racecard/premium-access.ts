/**
 * Decides whether a request's product token grants the plus analysis. The auth engineer wires the real RS256
 * verifier (mfe-racing/server/product-token); until then the service uses `noPremiumAccess`.
 */
export type PremiumAccessCheck = (productToken: string | undefined) => Promise<boolean>;

export const noPremiumAccess: PremiumAccessCheck = async () => false;
