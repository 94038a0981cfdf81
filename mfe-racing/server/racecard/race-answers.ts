import type { RaceCard } from '@sl/contracts';
import type { PreparedAnswer } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';

/** A race card read from the database, and the answers already serialized from it. */
export interface HeldRace {
  card: RaceCard | null;
  /** Prepared answers by everything that makes them differ (member or not, betting or not, race state, weights). */
  answers: Map<string, PreparedAnswer>;
}

interface Entry extends HeldRace {
  version: number;
  readAt: number;
}

/** Cards are read again after this long even when this process wrote nothing (another replica or the importer may). */
const CARD_TTL_MS = 10_000;
/** Races held at most; a day is about 60, a busy week of pages a few hundred. */
const MAX_RACES = 2_000;

/**
 * The race card API's hot path served from memory: the card is read from the database once per CARD_TTL_MS (at
 * once after a write through this process's repository), and each distinct answer is serialized once (with its ETag and, when first asked for, its brotli and gzip forms). A
 * page-sized JSON answer of 30-40 KB then costs a map look-up instead of a query, a parse, the presentation and the
 * serialization.
 */
export class RaceAnswers {
  private readonly held = new Map<number, Entry>();

  constructor(
    private readonly repo: Pick<RacecardsRepository, 'race' | 'version'>,
    private readonly clock: () => number = Date.now,
  ) {}

  async race(raceId: number): Promise<HeldRace> {
    const at = this.clock();
    const entry = this.held.get(raceId);
    if (entry && entry.version === this.repo.version && at - entry.readAt < CARD_TTL_MS) return entry;
    const version = this.repo.version;
    const fresh: Entry = { card: await this.repo.race(raceId), answers: new Map(), version, readAt: at };
    if (this.held.size >= MAX_RACES) this.held.clear();
    this.held.set(raceId, fresh);
    return fresh;
  }
}
