/** A fixture in a day's list (the thin slice; the full match model arrives with the football issue). */
export interface FixtureSummary {
  matchId: number;
  competitionId: number;
  competitionName: string;
  kickOff: string;
  kickOffLocal: string;
  homeTeam: string;
  awayTeam: string;
}

export interface FixturesDay {
  date: string;
  fixtures: FixtureSummary[];
}
