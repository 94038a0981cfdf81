import type { PromoBannerSummary } from '@sl/contracts';
import type { AppInstance, Db } from '@sl/server-kit';

interface Row {
  name: string;
  sport: string;
  title: string;
  text: string;
  link: string;
  hero_banner: boolean;
  banner: boolean;
}

export async function bannerRoutes(app: AppInstance, db: Db) {
  app.get('/api/promos/v1/banners', async (_request, reply) => {
    const rows = await db.query<Row>(
      'SELECT name, sport, title, text, link, hero_banner, banner FROM promos WHERE enabled ORDER BY sort_order, name',
    );
    const body: PromoBannerSummary[] = rows.map((r) => ({
      name: r.name,
      sport: r.sport,
      title: r.title,
      text: r.text,
      link: r.link,
      heroBanner: r.hero_banner,
      banner: r.banner,
    }));
    return reply.header('Cache-Control', 'public, max-age=30').send(body);
  });
}
