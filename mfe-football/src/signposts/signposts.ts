import type { PromoBanner } from '@sl/contracts';

/** A football promo's sign-post config entry, resolved to the ids the football service answers for. */
export interface FootballSignPost {
  promo: string;
  competitionName: string;
  competitionId: number;
  teamId: number;
  teamName: string;
  /** The promo's festival or competition page. */
  link: string;
  /** heroBannerEnabled 'true': shown large, as the page's hero; otherwise a plain one-line sign-post. */
  hero: boolean;
}

/** How many sign-posts a football page shows: as the thin banners, the first two promos only. */
const MAX_SIGN_POSTS = 2;

const footballId = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9][0-9]{0,11}$/.test(value) ? Number(value) : null;

/**
 * The sign-post config entries (spec document 1, section 3) of the enabled football promos, as the promos
 * service configures them: kept when their banner sign-posting is on ('true') and they name a team and a
 * competition by football id, in the promos' configured order, at most two; heroBannerEnabled ('true'/'false')
 * says whether each shows as a hero or a plain sign-post. Entries whose ids are not football
 * ids (a festival slug, a missing team) are skipped; an id the football service does not know gets no next
 * match, so its button shows nothing (spec document 1, section 8).
 */
export function footballSignPosts(banners: readonly PromoBanner[]): FootballSignPost[] {
  const posts: FootballSignPost[] = [];
  for (const banner of banners) {
    const entry = banner.signPost;
    if (banner.sport !== 'football' || !entry || entry.bannerSignPostingEnabled !== 'true') continue;
    const competitionId = footballId(entry.competitionId);
    const teamId = footballId(entry.team?.teamId);
    if (competitionId === null || teamId === null || !entry.team) continue;
    posts.push({
      promo: banner.name,
      competitionName: entry.competitionName,
      competitionId,
      teamId,
      teamName: entry.team.teamName,
      link: banner.link,
      hero: entry.heroBannerEnabled === 'true',
    });
  }
  return posts.slice(0, MAX_SIGN_POSTS);
}
