import type { ContentCategory, ContentSport } from '@sl/contracts';
import { Badge } from '@sl/ui';
import { CATEGORY_LABELS } from './format';

/** "Racing", "Greyhounds", "Darts"… for a story's sport. */
const sportLabel = (sport: ContentSport) => sport.charAt(0).toUpperCase() + sport.slice(1);

/** A story's sport and kind (News, Feature, Preview, Report) as badges. */
export function StoryBadges({ sport, category }: { sport: ContentSport; category: ContentCategory }) {
  return (
    <>
      <Badge tone="info">{sportLabel(sport)}</Badge> <Badge>{CATEGORY_LABELS[category]}</Badge>
    </>
  );
}
