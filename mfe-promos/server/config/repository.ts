import type {
  BannerDefinition,
  FreeBetsMenuEntry,
  PromoBanner,
  SignPostConfigEntry,
  SignpostingItem,
  SiteSettings,
} from '@sl/contracts';
import type { BettingPartnerWeights, CrossSellPartner } from '@sl/contracts/offers';
import { notFound, type Db, type Queryable } from '@sl/server-kit';
import { writePromoAudit } from '../audit';
import {
  DEFAULT_BETTING_WEIGHTS,
  DEFAULT_CROSS_SELL,
  DEFAULT_FREE_BETS_MENU,
  DEFAULT_PROMOS,
} from './defaults';

interface ConfigRow {
  name: string;
  enabled: boolean;
  hero: boolean;
  banner: boolean;
  sort_order: number;
  definition: BannerDefinition | null;
  sign_post: SignPostConfigEntry | null;
  nav_label: string | null;
  sign_posting_enabled: string;
  start_date: number | null;
  end_date: number | null;
  priority: number;
  updated_at: Date | string;
}

/** What release managers see and change for one promo. */
export interface PromoAdminRow {
  name: string;
  enabled: boolean;
  hero: boolean;
  banner: boolean;
  sortOrder: number;
  title: string;
  text: string;
  link: string;
  navLabel: string;
  signPostingEnabled: string;
  startDate: string | null;
  endDate: string | null;
  priority: number;
  updatedAt: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function toAdmin(row: ConfigRow): PromoAdminRow {
  return {
    name: row.name,
    enabled: row.enabled,
    hero: row.hero,
    banner: row.banner,
    sortOrder: row.sort_order,
    title: row.definition?.title ?? row.name,
    text: row.definition?.text ?? '',
    link: row.definition?.link ?? '/',
    navLabel: row.nav_label ?? row.name,
    signPostingEnabled: row.sign_posting_enabled,
    startDate: isoOrNull(row.start_date),
    endDate: isoOrNull(row.end_date),
    priority: row.priority,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const SELECT = `SELECT name, enabled, hero, banner, sort_order, definition, sign_post, nav_label, sign_posting_enabled,
  start_date, end_date, priority, updated_at FROM promo_config`;

/** Promo configuration in the promos database; every change is written together with its audit entry. */
export class PromoRepository {
  constructor(private readonly db: Db) {}

  /** Fills in what a fresh or migrated install lacks, never overwriting a release manager's change. */
  async seedDefaults(): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const p of DEFAULT_PROMOS) {
        const signPost: SignPostConfigEntry = {
          competitionName: p.definition.title,
          competitionId: p.competitionId,
          bannerSignPostingEnabled: p.banner ? 'true' : 'false',
          heroBannerEnabled: p.hero ? 'true' : 'false',
          navSignPostingEnabled: 'true',
          ...(p.team ? { team: p.team } : {}),
        };
        await tx.query(
          `INSERT INTO promo_config (name, enabled, hero, banner, sort_order, definition, sign_post, nav_label,
             sign_posting_enabled, start_date, end_date, priority)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12)
           ON CONFLICT (name) DO UPDATE SET definition = EXCLUDED.definition, sign_post = EXCLUDED.sign_post,
             nav_label = EXCLUDED.nav_label, sign_posting_enabled = EXCLUDED.sign_posting_enabled,
             start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date, priority = EXCLUDED.priority
           WHERE promo_config.definition IS NULL`,
          [
            p.definition.name,
            p.enabled,
            p.hero,
            p.banner,
            p.sortOrder,
            json(p.definition),
            json(signPost),
            p.navLabel,
            p.signPostingEnabled,
            p.startDate,
            p.endDate,
            p.priority,
          ],
        );
      }
      await tx.query(
        `INSERT INTO site_settings (key, value) VALUES ('royalAscotMicrosite', 'false') ON CONFLICT DO NOTHING`,
      );
      const [menu] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM free_bets_menu');
      if (menu?.n === 0) {
        for (const [i, e] of DEFAULT_FREE_BETS_MENU.entries())
          await tx.query(
            'INSERT INTO free_bets_menu (position, name, url_segment, external_link) VALUES ($1, $2, $3, $4)',
            [i, e.name, e.url_segment, e.external_link ?? null],
          );
      }
      const [partners] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cross_sell_partners');
      if (partners?.n === 0) {
        for (const [i, p] of DEFAULT_CROSS_SELL.entries())
          await tx.query('INSERT INTO cross_sell_partners (position, partner) VALUES ($1, $2::jsonb)', [
            i,
            json(p),
          ]);
      }
      for (const [profile, weights] of Object.entries(DEFAULT_BETTING_WEIGHTS))
        for (const [partner, weight] of Object.entries(weights))
          await tx.query(
            'INSERT INTO betting_partner_weights (profile, partner, weight) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
            [profile, partner, weight],
          );
    });
  }

  private async rows(
    q: Queryable = this.db,
    where = '',
    params: unknown[] = [],
    lock = false,
  ): Promise<ConfigRow[]> {
    return q.query<ConfigRow>(
      `${SELECT} ${where} ORDER BY sort_order, name${lock ? ' FOR UPDATE' : ''}`,
      params,
    );
  }

  async list(): Promise<PromoAdminRow[]> {
    return (await this.rows()).map(toAdmin);
  }

  /** The enabled promos with full definitions, in configured order. */
  async enabledBanners(): Promise<PromoBanner[]> {
    const rows = await this.rows(this.db, 'WHERE enabled AND definition IS NOT NULL');
    return rows.map((r) => ({
      ...(r.definition as BannerDefinition),
      hero: r.hero,
      banner: r.banner,
      signPost: {
        ...(r.sign_post as SignPostConfigEntry),
        bannerSignPostingEnabled: r.banner ? 'true' : 'false',
        heroBannerEnabled: r.hero ? 'true' : 'false',
      },
    }));
  }

  /** Every dated campaign; the client decides which are active against its own clock. */
  async signposting(): Promise<SignpostingItem[]> {
    const rows = await this.rows(this.db, 'WHERE definition IS NOT NULL');
    return rows
      .filter((r) => r.sign_post?.navSignPostingEnabled === 'true')
      .map((r) => ({
        id: r.name,
        label: r.nav_label ?? r.name,
        url: r.definition?.link ?? '/',
        signPostingEnabled: r.sign_posting_enabled,
        ...(r.start_date !== null ? { startDate: Number(r.start_date) } : {}),
        ...(r.end_date !== null ? { endDate: Number(r.end_date) } : {}),
        priority: r.priority,
      }));
  }

  async siteSettings(): Promise<SiteSettings> {
    const rows = await this.db.query<{ value: string }>(
      `SELECT value FROM site_settings WHERE key = 'royalAscotMicrosite'`,
    );
    return { royalAscotMicrosite: rows[0]?.value === 'true' ? 'true' : 'false' };
  }

  async freeBetsMenu(): Promise<FreeBetsMenuEntry[]> {
    const rows = await this.db.query<{ name: string; url_segment: string; external_link: string | null }>(
      'SELECT name, url_segment, external_link FROM free_bets_menu ORDER BY position',
    );
    return rows.map((r) => ({
      name: r.name,
      url_segment: r.url_segment,
      ...(r.external_link ? { external_link: r.external_link } : {}),
    }));
  }

  async crossSell(): Promise<CrossSellPartner[]> {
    const rows = await this.db.query<{ partner: CrossSellPartner }>(
      'SELECT partner FROM cross_sell_partners ORDER BY position',
    );
    return rows.map((r) => r.partner);
  }

  async weights(profile: string): Promise<BettingPartnerWeights> {
    const rows = await this.db.query<{ partner: string; weight: number }>(
      'SELECT partner, weight FROM betting_partner_weights WHERE profile = $1 ORDER BY partner',
      [profile],
    );
    return Object.fromEntries(rows.map((r) => [r.partner, Number(r.weight)]));
  }

  /**
   * Changes one promo inside a transaction together with its audit entry: `change` receives the current row and
   * returns the SQL SET clause and parameters. Unknown promo: 404.
   */
  async update(
    name: string,
    action: string,
    actor: string,
    set: string,
    params: unknown[],
  ): Promise<PromoAdminRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await this.rows(tx, 'WHERE name = $1', [name], true);
      if (!before) throw notFound(`No promo named "${name}"`);
      await tx.query(`UPDATE promo_config SET ${set}, updated_at = now() WHERE name = $1`, [name, ...params]);
      const [after] = await this.rows(tx, 'WHERE name = $1', [name]);
      const result = toAdmin(after as ConfigRow);
      await writePromoAudit(tx, { actor, action, target: name, before: toAdmin(before), after: result });
      return result;
    });
  }

  /** Reads one row's JSON definition for a field change that lives inside it. */
  async definitionOf(name: string): Promise<BannerDefinition> {
    const [row] = await this.rows(this.db, 'WHERE name = $1', [name]);
    if (!row?.definition) throw notFound(`No promo named "${name}"`);
    return row.definition;
  }

  async setRoyalAscot(value: 'true' | 'false', actor: string): Promise<SiteSettings> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ value: string }>(
        `SELECT value FROM site_settings WHERE key = 'royalAscotMicrosite'`,
      );
      await tx.query(
        `INSERT INTO site_settings (key, value) VALUES ('royalAscotMicrosite', $1)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [value],
      );
      await writePromoAudit(tx, {
        actor,
        action: 'royal-ascot',
        target: 'site-settings',
        before: { royalAscotMicrosite: before?.value ?? 'false' },
        after: { royalAscotMicrosite: value },
      });
      return { royalAscotMicrosite: value };
    });
  }

  async auditLog(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db.query<Omit<AuditEntry, 'at'> & { at: Date | string }>(
      'SELECT id, at, actor, action, target, before, after FROM promo_audit ORDER BY id DESC LIMIT $1',
      [limit],
    );
    return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
  }
}
