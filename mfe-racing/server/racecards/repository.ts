import type { RacingMeeting } from '@sl/contracts';
import type { Db } from '@sl/server-kit';

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

const isoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export class RacecardsRepository {
  constructor(private readonly db: Db) {}

  async hasDay(date: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM feed_days WHERE meeting_date = $1', [date]);
    return rows.length > 0;
  }

  /** Stores a whole day in one transaction: a day is either all there or not there at all. */
  async saveDay(date: string, meetings: RacingMeeting[], source: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const m of meetings) {
        await tx.query(
          `INSERT INTO meetings (meeting_id, meeting_date, course_id, course_name, country_code, going)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (meeting_id) DO NOTHING`,
          [m.meetingId, m.meetingDate, m.courseId, m.courseName, m.countryCode, m.going],
        );
        for (const r of m.races) {
          await tx.query(
            `INSERT INTO races (race_id, meeting_id, race_number, off_time, off_time_local, title, runners)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (race_id) DO NOTHING`,
            [r.raceId, m.meetingId, r.raceNumber, r.offTime, r.offTimeLocal, r.title, r.runners],
          );
        }
      }
      await tx.query('INSERT INTO feed_days (meeting_date, source) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        date,
        source,
      ]);
    });
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
}
