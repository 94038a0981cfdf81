/** What each free-bets page says (our own copy; offers themselves come from the partners). */
export const FREE_BETS_PAGES: Record<string, { title: string; intro: string }> = {
  '': {
    title: 'Free Bets',
    intro:
      'The best free bet offers for racing and sport, checked by our team. 18+. Please gamble responsibly.',
  },
  racing: { title: 'Racing Free Bets', intro: 'Free bets and offers for every day of racing.' },
  'racing/cheltenham': {
    title: 'Cheltenham Free Bets',
    intro: 'Offers for all four days of the Cheltenham Festival.',
  },
  'racing/grand-national': {
    title: 'Grand National Free Bets',
    intro: 'Offers for the Grand National at Aintree.',
  },
  'sports/world-darts': { title: 'World Darts Free Bets', intro: 'Offers for the World Darts Championship.' },
};
