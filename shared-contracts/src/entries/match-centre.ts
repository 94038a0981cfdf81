// Match centre and team profiles (docs/adr/0028).
export * from '../football/match-centre';
export * from '../football/team-profile';
