import type { FreeBetOffer, OfferBookmakerId, OfferCategory } from '@sl/contracts/offers';
import type { Db, Queryable } from '@sl/server-kit';
import { writePromoAudit } from '../audit';
import { bookmakerName, seedOffers, type SeedOffer } from './seed';

interface OfferRow {
  slug: string;
  bookmaker_id: number;
  categories: string[];
  start_date: Date | string;
  end_date: Date | string | null;
  enabled: boolean;
  sort_order: number;
  updated_at: Date | string;
  details: Pick<
    FreeBetOffer,
    'headline' | 'value' | 'description' | 'eligibility' | 'terms' | 'link' | 'selfExcludeType'
  >;
}

/** What a release manager sends to create or replace an offer (the slug is in the path). */
export type OfferInput = Omit<SeedOffer, 'slug'> & { enabled?: boolean };

const iso = (value: Date | string) => new Date(value).toISOString();

function toOffer(row: OfferRow): FreeBetOffer {
  const bookmakerId = row.bookmaker_id as OfferBookmakerId;
  return {
    slug: row.slug,
    bookmakerId,
    bookmakerName: bookmakerName(bookmakerId),
    ...row.details,
    categories: row.categories as OfferCategory[],
    startDate: iso(row.start_date),
    endDate: row.end_date === null ? null : iso(row.end_date),
    enabled: row.enabled,
    sortOrder: row.sort_order,
    updatedAt: iso(row.updated_at),
  };
}

const details = (o: OfferInput): OfferRow['details'] => ({
  headline: o.headline,
  value: o.value,
  description: o.description,
  eligibility: o.eligibility,
  terms: o.terms,
  link: o.link,
  selfExcludeType: o.selfExcludeType,
});

const SELECT =
  'SELECT slug, bookmaker_id, categories, start_date, end_date, enabled, sort_order, updated_at, details FROM free_bet_offers';

/** The free-bet offers in the promos database; every change is written together with its audit entry. */
export class OfferRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Adds the seed offers a store lacks; an offer already stored (perhaps changed by a release manager) stays. */
  async seed(): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      for (const offer of seedOffers(now)) await this.write(tx, offer.slug, offer, now, 'DO NOTHING');
    });
  }

  async all(): Promise<FreeBetOffer[]> {
    return (await this.db.query<OfferRow>(`${SELECT} ORDER BY sort_order, slug`)).map(toOffer);
  }

  async find(slug: string, q: Queryable = this.db): Promise<FreeBetOffer | undefined> {
    const [row] = await q.query<OfferRow>(`${SELECT} WHERE slug = $1`, [slug]);
    return row ? toOffer(row) : undefined;
  }

  private async write(
    tx: Queryable,
    slug: string,
    o: OfferInput,
    at: Date,
    conflict: 'DO NOTHING' | 'UPDATE',
  ): Promise<void> {
    const onConflict =
      conflict === 'DO NOTHING'
        ? 'DO NOTHING'
        : `DO UPDATE SET bookmaker_id = EXCLUDED.bookmaker_id, categories = EXCLUDED.categories,
             start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date, enabled = EXCLUDED.enabled,
             sort_order = EXCLUDED.sort_order, updated_at = EXCLUDED.updated_at, details = EXCLUDED.details`;
    await tx.query(
      `INSERT INTO free_bet_offers (slug, bookmaker_id, categories, start_date, end_date, enabled, sort_order,
         updated_at, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) ON CONFLICT (slug) ${onConflict}`,
      [
        slug,
        o.bookmakerId,
        o.categories,
        o.startDate,
        o.endDate,
        o.enabled ?? true,
        o.sortOrder,
        at.toISOString(),
        JSON.stringify(details(o)),
      ],
    );
  }

  /** Creates or replaces an offer. */
  async put(slug: string, input: OfferInput, actor: string): Promise<FreeBetOffer> {
    return this.db.transaction(async (tx) => {
      const before = await this.find(slug, tx);
      await this.write(tx, slug, input, this.now(), 'UPDATE');
      const after = (await this.find(slug, tx))!;
      await writePromoAudit(tx, {
        actor,
        action: before ? 'offer.update' : 'offer.create',
        target: slug,
        before,
        after,
      });
      return after;
    });
  }

  /** Switches an offer on or off; undefined when there is no such offer. */
  async setEnabled(slug: string, enabled: boolean, actor: string): Promise<FreeBetOffer | undefined> {
    return this.db.transaction(async (tx) => {
      const before = await this.find(slug, tx);
      if (!before) return undefined;
      await tx.query('UPDATE free_bet_offers SET enabled = $2, updated_at = $3 WHERE slug = $1', [
        slug,
        enabled,
        this.now().toISOString(),
      ]);
      const after = (await this.find(slug, tx))!;
      await writePromoAudit(tx, {
        actor,
        action: enabled ? 'offer.enable' : 'offer.disable',
        target: slug,
        before,
        after,
      });
      return after;
    });
  }
}
