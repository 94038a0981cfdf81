import type { RaceCard, RacingMeeting } from '@sl/contracts';
import type { Db } from '@sl/server-kit';
import { meetingsOf } from '../feed/generate';

interface Row {
  meeting_id: string | number;
  meeting_date: string | Date;
  course_id: number;
  course_name: string;
  country_code: 'GB' | 'IE';
  going: string;
  race_id: string | number | null;
  race_number: number | null;
  off_time: string | Date | null;
  off_time_local: string | null;
  title: string | null;
  runners: number | null;
}

export interface GoingRow {
  meetingId: number;
  meetingDate: string;
  courseName: string;
  countryCode: 'GB' | 'IE';
  going: string;
}

const isoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** jsonb comes back parsed from both drivers; a string only if a driver was told not to parse. */
const parseCard = (value: unknown): RaceCard =>
  (typeof value === 'string' ? JSON.parse(value) : value) as RaceCard;

/** "($1, $2), ($3, $4)": placeholders for `rows` rows of `columns` values; column `jsonColumn` (1-based) cast to jsonb. */
function rowsSql(rows: number, columns: number, jsonColumn = 0): string {
  return Array.from(
    { length: rows },
    (_, r) =>
      `(${Array.from({ length: columns }, (_, c) => `$${r * columns + c + 1}${c + 1 === jsonColumn ? '::jsonb' : ''}`).join(', ')})`,
  ).join(', ');
}

/** The notice channel race card writes are announced on. */
export const RACECARDS_CHANNEL = 'racecards';

export class RacecardsRepository {
  /** Bumped by every write through this repository: what this process holds in memory from before is stale. */
  private writes = 0;

  constructor(private readonly db: Db) {}

  get version(): number {
    return this.writes;
  }

  /**
   * Another process wrote race cards (a replica's feed worker, the importer): what this one holds is stale too.
   * Called on the database's notice (app.ts), so a card changed anywhere is read afresh everywhere at once, not
   * after the answers' time-to-live.
   */
  changedElsewhere(): void {
    this.writes += 1;
  }

  async hasDay(date: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM feed_days WHERE meeting_date = $1', [date]);
    return rows.length > 0;
  }

  /**
   * Stores a whole day of race cards in one transaction (a day is either all there or not there at all). An
   * import replaces what was held for that date.
   */
  async saveDay(date: string, races: RaceCard[], source: string): Promise<void> {
    const goings = new Map<number, string>();
    for (const race of races) if (!goings.has(race.meetingId)) goings.set(race.meetingId, race.going);
    const meetings = meetingsOf(races, goings);
    const raceRows = meetings.flatMap((m) => m.races.map((r) => ({ ...r, meetingId: m.meetingId })));
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM meetings WHERE meeting_date = $1', [date]);
      await tx.query('DELETE FROM feed_days WHERE meeting_date = $1', [date]);
      // One multi-row statement per table: a day is a few hundred rows and per-row round trips are slow.
      if (meetings.length > 0) {
        await tx.query(
          `INSERT INTO meetings (meeting_id, meeting_date, course_id, course_name, country_code, going) VALUES ${rowsSql(meetings.length, 6)}`,
          meetings.flatMap((m) => [m.meetingId, date, m.courseId, m.courseName, m.countryCode, m.going]),
        );
      }
      if (raceRows.length > 0) {
        await tx.query(
          `INSERT INTO races (race_id, meeting_id, race_number, off_time, off_time_local, title, runners) VALUES ${rowsSql(raceRows.length, 7)}`,
          raceRows.flatMap((r) => [
            r.raceId,
            r.meetingId,
            r.raceNumber,
            r.offTime,
            r.offTimeLocal,
            r.title,
            r.runners,
          ]),
        );
        await tx.query(
          `INSERT INTO race_cards (race_id, meeting_date, off_time, card) VALUES ${rowsSql(races.length, 4, 4)}`,
          races.flatMap((race) => [race.raceId, date, race.offTime, JSON.stringify(race)]),
        );
      }
      await tx.query('INSERT INTO feed_days (meeting_date, source) VALUES ($1, $2)', [date, source]);
      // Heard by every other racing process once this commits (PostgreSQL; nobody else shares an embedded one).
      await this.db.notify?.(tx, RACECARDS_CHANNEL);
    });
    this.writes += 1;
  }

  async day(date: string): Promise<RacingMeeting[]> {
    const rows = await this.db.query<Row>(
      `SELECT m.meeting_id, m.meeting_date::text AS meeting_date, m.course_id, m.course_name, m.country_code, m.going,
              r.race_id, r.race_number, r.off_time, r.off_time_local, r.title, r.runners
         FROM meetings m LEFT JOIN races r ON r.meeting_id = m.meeting_id
        WHERE m.meeting_date = $1
        ORDER BY m.meeting_id, r.race_number`,
      [date],
    );
    const meetings = new Map<number, RacingMeeting>();
    for (const row of rows) {
      const id = Number(row.meeting_id);
      let meeting = meetings.get(id);
      if (!meeting) {
        meeting = {
          meetingId: id,
          meetingDate: isoDate(row.meeting_date),
          courseId: row.course_id,
          courseName: row.course_name,
          countryCode: row.country_code,
          going: row.going,
          races: [],
        };
        meetings.set(id, meeting);
      }
      if (row.race_id !== null && row.off_time !== null) {
        meeting.races.push({
          raceId: Number(row.race_id),
          raceNumber: row.race_number ?? 0,
          offTime: new Date(row.off_time).toISOString(),
          offTimeLocal: row.off_time_local ?? '',
          title: row.title ?? '',
          runners: row.runners ?? 0,
        });
      }
    }
    return [...meetings.values()].sort(
      (a, b) =>
        (a.races[0]?.offTime ?? '').localeCompare(b.races[0]?.offTime ?? '') ||
        a.courseName.localeCompare(b.courseName),
    );
  }

  async race(raceId: number): Promise<RaceCard | null> {
    const rows = await this.db.query<{ card: unknown }>('SELECT card FROM race_cards WHERE race_id = $1', [
      raceId,
    ]);
    return rows[0] ? parseCard(rows[0].card) : null;
  }

  /** Every race card of a day in off-time order. */
  async cardsOn(date: string): Promise<RaceCard[]> {
    const rows = await this.db.query<{ card: unknown }>(
      'SELECT card FROM race_cards WHERE meeting_date = $1 ORDER BY off_time, race_id',
      [date],
    );
    return rows.map((row) => parseCard(row.card));
  }

  /** Race cards that hold an entry with this horse, jockey or trainer code, newest first. */
  async cardsWith(field: 'horseCode' | 'jockeyCode' | 'trainerCode', code: string): Promise<RaceCard[]> {
    const rows = await this.db.query<{ card: unknown }>(
      `SELECT card FROM race_cards WHERE card->'entries' @> $1::jsonb ORDER BY off_time DESC LIMIT 40`,
      [JSON.stringify([{ [field]: code }])],
    );
    return rows.map((row) => parseCard(row.card));
  }

  async goings(date: string): Promise<GoingRow[]> {
    const rows = await this.db.query<{
      meeting_id: string | number;
      course_name: string;
      country_code: 'GB' | 'IE';
      going: string;
    }>(
      'SELECT meeting_id, course_name, country_code, going FROM meetings WHERE meeting_date = $1 ORDER BY course_name',
      [date],
    );
    return rows.map((r) => ({
      meetingId: Number(r.meeting_id),
      meetingDate: date,
      courseName: r.course_name,
      countryCode: r.country_code,
      going: r.going,
    }));
  }
}
