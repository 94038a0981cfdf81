// Results, replays, silks, profiles, early entries, smart stats: racing beyond the day's lists (docs/adr/0028).
export * from '../racing/replay';
export * from '../racing/silks';
export * from '../racing/results';
export * from '../racing/profiles';
export * from '../racing/entries';
export * from '../racing/smart-stats';
