import { COMPETITIONS } from './clubs';

export interface TeamDef {
  id: number;
  name: string;
  abbrev: string;
  competitionId: number;
  group: string | null;
}

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  'Tottenham Hotspur': 'TOT',
  'Manchester City': 'MCI',
  'Manchester United': 'MUN',
  'Newcastle United': 'NEW',
  'Nottingham Forest': 'NFO',
  'Wolverhampton Wanderers': 'WOL',
  'Brighton & Hove Albion': 'BHA',
  'Paris Saint-Germain': 'PSG',
  'Queens Park Rangers': 'QPR',
  'West Bromwich Albion': 'WBA',
  'Real Madrid': 'RMA',
  'Bayern Munich': 'BAY',
  'Inter Milan': 'INT',
  'AC Milan': 'MIL',
  // National teams by their FIFA codes where the first letters would mislead.
  'Republic of Ireland': 'IRL',
  Switzerland: 'SUI',
  Netherlands: 'NED',
  Austria: 'AUT',
  Serbia: 'SRB',
  Spain: 'ESP',
  Portugal: 'POR',
  Germany: 'GER',
};

/** Three capitals: a club's own short name where it has a well-known one, otherwise built from its words. */
function abbreviate(name: string): string {
  const known = ABBREVIATIONS[name];
  if (known) return known;
  const words = name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter((w) => w.length > 0 && !['FC', 'AFC', 'Women'].includes(w));
  const [first = name, second] = words;
  const raw = second ? first.slice(0, 1) + second.slice(0, 2) : first.slice(0, 3);
  return raw.toUpperCase();
}

/** Every club once, in its home competition; ids are stable because the lists only ever grow at the end. */
function buildTeams(): TeamDef[] {
  const teams: TeamDef[] = [];
  const seen = new Set<string>();
  for (const c of COMPETITIONS) {
    const lists: Array<[string | null, readonly string[]]> = c.groups
      ? Object.entries(c.groups)
      : [[null, c.clubs ?? []]];
    for (const [group, clubs] of lists) {
      for (const name of clubs) {
        if (seen.has(name)) continue;
        seen.add(name);
        teams.push({ id: 1000 + teams.length, name, abbrev: abbreviate(name), competitionId: c.id, group });
      }
    }
  }
  return teams;
}

export const TEAMS: readonly TeamDef[] = buildTeams();
export const teamByName = new Map(TEAMS.map((t) => [t.name, t]));
export const teamById = new Map(TEAMS.map((t) => [t.id, t]));
export const teamsOf = (competitionId: number, group?: string | null) =>
  TEAMS.filter((t) => t.competitionId === competitionId && (group === undefined || t.group === group));
