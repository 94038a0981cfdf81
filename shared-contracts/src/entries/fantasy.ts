// Fantasy football: its pages and the fantasy service only (docs/adr/0028).
export * from '../football/fantasy';
export * from '../football/fantasy-api';
export * from '../football/fantasy-gameweeks';
export * from '../football/fantasy-points';
export * from '../football/fantasy-positions';
