import { DEFAULT_COUNTRY_HEADER, type ViewerGeo } from '@sl/contracts';
import { internalUrl, siteClock, type AppInstance, type Db } from '@sl/server-kit';
import { userinfoClaims, type UserinfoSource as MemberClaimsSource } from '@sl/server-kit';
import { OfferRepository } from './repository';
import { offerRoutes } from './routes';

export interface OffersOptions {
  db: Db;
  adminToken: string;
  /** Where the viewer's country comes from; default COUNTRY_HEADER, development unless NODE_ENV=production. */
  geo?: ViewerGeo;
  /** How a member's claims are read for their access token; default the identity provider's userinfo. */
  memberClaims?: MemberClaimsSource;
  now?: () => Date;
}

/** Seeds the free-bet offers a store lacks and registers the offer routes. The table is made by the migrations. */
export async function registerOffers(app: AppInstance, options: OffersOptions) {
  const now = options.now ?? siteClock();
  const repo = new OfferRepository(options.db, now);
  await repo.seed();
  await app.register(offerRoutes, {
    repo,
    adminToken: options.adminToken,
    geo: options.geo ?? {
      countryHeader: process.env.COUNTRY_HEADER ?? DEFAULT_COUNTRY_HEADER,
      development: (process.env.NODE_ENV ?? 'development') !== 'production',
    },
    memberClaims: options.memberClaims ?? userinfoClaims(internalUrl('account')),
    now,
  });
  return repo;
}
