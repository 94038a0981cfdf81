import type { BettingGuideId } from '@sl/contracts';

/** A guide is structured content rendered as React elements: never raw HTML. */
export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'example'; title: string; lines: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  | { kind: 'link'; text: string; to: string };

export interface Guide {
  id: BettingGuideId;
  /** One line for the guides index. */
  summary: string;
  blocks: GuideBlock[];
}

export const GUIDES: Record<BettingGuideId, Guide> = {
  'how-odds-work': {
    id: 'how-odds-work',
    summary: 'Fractional and decimal odds, what a price returns, and what it says about a chance.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Odds tell you two things: how much a winning bet pays, and how likely the bookmaker thinks the outcome is. British racing and most UK bookmakers quote fractional odds; exchanges and many websites also show decimal odds.',
      },
      { kind: 'heading', text: 'Fractional odds' },
      {
        kind: 'paragraph',
        text: 'A fractional price such as 5/2 ("five to two") means you win £5 for every £2 you stake, and you get your stake back as well. The number on the left is what you win; the number on the right is what you stake to win it.',
      },
      {
        kind: 'example',
        title: 'A £10 bet at 5/2',
        lines: ['Winnings: £10 × 5 ÷ 2 = £25', 'Stake returned: £10', 'Total return: £35'],
      },
      {
        kind: 'list',
        items: [
          'Evens (1/1, "evs"): you win the same as you stake. £10 returns £20.',
          'Odds-against (bigger than evens, e.g. 7/2): you win more than you stake.',
          'Odds-on (shorter than evens, e.g. 1/2, "two to one on"): you win less than you stake. £10 at 1/2 returns £15.',
        ],
      },
      { kind: 'heading', text: 'Decimal odds' },
      {
        kind: 'paragraph',
        text: 'A decimal price is the total return for each £1 staked, stake included. To turn a fraction into a decimal, divide the top by the bottom and add one: 5/2 is 2.5 + 1 = 3.50, evens is 2.00 and 1/2 is 1.50.',
      },
      {
        kind: 'example',
        title: 'A £10 bet at 3.50',
        lines: ['Total return: £10 × 3.50 = £35', 'Profit: £35 − £10 = £25 (the same bet as 5/2)'],
      },
      { kind: 'heading', text: 'Odds as a chance' },
      {
        kind: 'paragraph',
        text: "One divided by the decimal price gives the chance the price implies: 3.50 implies 1 ÷ 3.5 = 28.6%, evens implies 50%. Add up the implied chances of every runner in a bookmaker's market and the total is more than 100%: the excess, called the overround, is the bookmaker's margin. A bet has value only when you believe the true chance is bigger than the price implies.",
      },
    ],
  },
  'each-way': {
    id: 'each-way',
    summary:
      'Two bets in one: a win bet and a place bet, and the place terms that decide what a placed horse pays.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'An each-way bet is two bets of the same stake: one on your selection to win and one on it to be placed. A £5 each-way bet therefore costs £10. If your horse wins, both parts pay; if it is placed but does not win, only the place part pays.',
      },
      {
        kind: 'paragraph',
        text: 'The place part is settled at a fraction of the win odds over a set number of places. These are the standard terms most UK bookmakers use for horse racing; many pay extra places on big races, so check the terms when you bet.',
      },
      {
        kind: 'table',
        caption: 'Standard each-way terms in UK horse racing',
        head: ['Runners', 'Race type', 'Places paid', 'Fraction of the win odds'],
        rows: [
          ['2 to 4', 'Any', 'Win only', 'No each-way betting'],
          ['5 to 7', 'Any', '1st and 2nd', '1/4'],
          ['8 or more', 'Non-handicap', '1st, 2nd and 3rd', '1/5'],
          ['8 to 11', 'Handicap', '1st, 2nd and 3rd', '1/5'],
          ['12 to 15', 'Handicap', '1st, 2nd and 3rd', '1/4'],
          ['16 or more', 'Handicap', '1st to 4th', '1/4'],
        ],
      },
      {
        kind: 'example',
        title: '£5 each-way at 10/1 in a 10-runner non-handicap (1/5 odds, three places)',
        lines: [
          'Total stake: £10',
          'Horse wins: win part £5 at 10/1 returns £55; place part £5 at 2/1 returns £15; total £70',
          'Horse finishes third: win part loses; place part returns £15; total £15, a £5 profit on the £10 staked',
          'Horse finishes fourth: both parts lose; you lose £10',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Each-way bets make most sense on horses at bigger prices, where a place returns more than the whole stake. On short-priced horses the place part can return less than the total stake even when it pays.',
      },
    ],
  },
  accumulators: {
    id: 'accumulators',
    summary: 'Doubles, trebles and bigger: how the odds multiply, and what happens when a leg is void.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'An accumulator (an "acca") links several selections in different events into one bet. Two selections make a double, three a treble, four a four-fold, and so on. Every selection must win for the bet to pay, and the return from each leg rolls on to the next, so the odds multiply.',
      },
      {
        kind: 'example',
        title: 'A £10 treble at evens, 2/1 and 1/2',
        lines: [
          'Decimal odds: 2.00 × 3.00 × 1.50 = 9.00',
          'Return if all three win: £10 × 9.00 = £90 (£80 profit)',
          'If any one of them loses, the whole £10 is lost',
        ],
      },
      { kind: 'heading', text: 'Void legs' },
      {
        kind: 'paragraph',
        text: "If one selection is void (a non-runner, or a match postponed and not played within the bookmaker's time limit), that leg is treated as a winner at odds of 1.00, so the bet carries on with the others: a treble becomes a double. Our football accumulators are settled the same way.",
      },
      { kind: 'heading', text: 'Things to know' },
      {
        kind: 'list',
        items: [
          'The more legs, the bigger the price and the smaller the chance: five selections at evens pay 31/1, but all five win only about one time in 32 even if each is a true 50% chance.',
          "The bookmaker's margin multiplies too, so long accumulators carry a large margin.",
          'Many bookmakers offer "acca insurance" (a free bet or stake back if one leg lets you down) or bonuses; the terms vary, so read them.',
          'Each-way accumulators are two accumulators: one on every selection winning, one on every selection being placed.',
        ],
      },
    ],
  },
  'lucky-15': {
    id: 'lucky-15',
    summary: 'Fifteen bets on four selections: singles, doubles, trebles and a four-fold, and what it costs.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A Lucky 15 is a full-cover bet on four selections in different events. It is fifteen separate bets of the same stake, so one winner is enough for a return.',
      },
      {
        kind: 'list',
        items: ['4 singles', '6 doubles', '4 trebles', '1 four-fold accumulator'],
      },
      {
        kind: 'example',
        title: 'What it costs',
        lines: ['£1 Lucky 15: 15 bets × £1 = £15', '£1 each-way Lucky 15: 30 bets × £1 = £30'],
      },
      {
        kind: 'example',
        title: '£1 Lucky 15 with two winners at 3/1 and 2/1 (the other two lose)',
        lines: [
          'Singles: £4 + £3 = £7',
          'Double: £1 × 4.00 × 3.00 = £12',
          'Total return: £19 from a £15 stake',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Many bookmakers add bonuses to a Lucky 15, such as double or treble the odds when only one selection wins, or a percentage bonus when all four win. These offers differ from one bookmaker to another.',
      },
      { kind: 'heading', text: 'Related bets' },
      {
        kind: 'list',
        items: [
          'Yankee: the same four selections without the singles, 11 bets.',
          'Lucky 31: five selections, 31 bets (5 singles, 10 doubles, 10 trebles, 5 four-folds, 1 five-fold).',
          'Lucky 63: six selections, 63 bets.',
        ],
      },
    ],
  },
  'rule-4': {
    id: 'rule-4',
    summary: 'Tattersalls Rule 4(c): the deduction from winnings when a horse is withdrawn late.',
    blocks: [
      {
        kind: 'paragraph',
        text: "When a horse is withdrawn from a race after you have taken a price and there is no time to form a new betting market, the other runners' chances have improved. Tattersalls Rule 4(c) lets bookmakers deduct an amount from the winnings of bets on the remaining runners, scaled to the price of the withdrawn horse. The deduction comes off the winnings only, never the stake.",
      },
      {
        kind: 'table',
        caption: "Rule 4(c) deductions by the withdrawn horse's price",
        head: ['Price of the withdrawn horse', 'Deduction from winnings'],
        rows: [
          ['1/9 or shorter', '90p in the £'],
          ['2/17 to 2/11', '85p'],
          ['1/5 to 1/4', '80p'],
          ['2/7 to 3/10', '75p'],
          ['1/3 to 2/5', '70p'],
          ['4/9 to 8/15', '65p'],
          ['4/7 to 8/13', '60p'],
          ['4/6 to 4/5', '55p'],
          ['5/6 to 20/21', '50p'],
          ['Evens to 6/5', '45p'],
          ['5/4 to 6/4', '40p'],
          ['13/8 to 7/4', '35p'],
          ['15/8 to 9/4', '30p'],
          ['5/2 to 3/1', '25p'],
          ['10/3 to 4/1', '20p'],
          ['9/2 to 11/2', '15p'],
          ['6/1 to 9/1', '10p'],
          ['10/1 to 14/1', '5p'],
          ['Longer than 14/1', 'No deduction'],
        ],
      },
      {
        kind: 'example',
        title: '£10 at 4/1 wins after a 2/1 shot is withdrawn',
        lines: [
          'Winnings before the deduction: £40',
          '2/1 is in the 15/8 to 9/4 band: 30p in the £',
          'Deduction: £40 × 0.30 = £12',
          'Total return: £28 winnings + £10 stake = £38',
        ],
      },
      {
        kind: 'list',
        items: [
          'When more than one horse is withdrawn the deductions are added together, up to a ceiling of 75p in the £ (some bookmakers allow up to 90p); many bookmakers waive a total deduction of 5p.',
          'Bets at starting price are not affected when there is time to form a new market, as the SP already reflects the smaller field.',
          'Each-way bets: the deduction applies to both the win and the place parts.',
        ],
      },
    ],
  },
  'starting-price': {
    id: 'starting-price',
    summary: 'What SP is, how it is returned, and when taking a price beats it.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The starting price (SP) is the official price of each runner at the moment the race starts. It is the price a bet is settled at when you have not taken a fixed price, and it is the price that appears in the result beside every runner.',
      },
      {
        kind: 'paragraph',
        text: 'In Britain starting prices are returned by independent starting price reporters on the course, from the prices the on-course bookmakers are offering as the race begins, under the oversight of the Starting Price Regulatory Commission.',
      },
      { kind: 'heading', text: 'SP or a price?' },
      {
        kind: 'list',
        items: [
          'Take a price (an early or board price) when you think a horse will shorten: you keep the bigger price if it does.',
          'Bet at SP when you expect a horse to drift, or when no price is offered yet.',
          'Best Odds Guaranteed gives you the bigger of the two on UK and Irish racing with bookmakers who offer it.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Our tipping records and naps table settle every selection at SP to a one-point level stake: a winner at 9/2 adds 4.5 points, a loser costs one point and a non-runner is void. That is a fair test of a tipster, because anyone could have had those prices.',
      },
      {
        kind: 'paragraph',
        text: 'The favourite is the runner with the shortest SP; two with the same shortest price are joint favourites, three or more co-favourites.',
      },
    ],
  },
  'best-odds-guaranteed': {
    id: 'best-odds-guaranteed',
    summary: 'BOG: take a price, and be paid at the SP if it is bigger.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Best Odds Guaranteed (BOG) is a concession many UK bookmakers give on horse racing: if you take a price and the starting price turns out bigger, your winning bet is paid at the SP. If the SP is shorter, you keep the price you took.',
      },
      {
        kind: 'example',
        title: '£10 win at 4/1 with BOG; the horse wins at an SP of 6/1',
        lines: ['Without BOG: £50 return', 'With BOG: settled at 6/1, £70 return'],
      },
      {
        kind: 'list',
        items: [
          'It usually covers UK and Irish horse racing only, from a set time on the day of the race.',
          'Each-way bets get the better price on both parts.',
          'Rule 4 deductions still apply to the price the bet is settled at.',
          'Bookmakers can set their own terms and can withdraw BOG from an account, so read the terms before you rely on it.',
        ],
      },
    ],
  },
  'responsible-gambling': {
    id: 'responsible-gambling',
    summary: 'Keep betting fun: limits, warning signs, self-exclusion and where to find help.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Betting should be entertainment, never a way to make money or to solve money worries. You must be 18 or over to gamble in the UK. Tips are opinions: no tipster wins every day, and past profits are no promise of future ones.',
      },
      { kind: 'heading', text: 'Stay in control' },
      {
        kind: 'list',
        items: [
          'Decide before you start how much you can afford to lose, and stop when it is gone.',
          'Set deposit, loss and time limits in your betting accounts; every licensed UK bookmaker must offer them.',
          'Never chase losses by betting more to win them back.',
          'Do not bet when you are upset, have been drinking, or with money meant for bills.',
          'Take a break: bookmakers offer time-outs from a day to several weeks.',
        ],
      },
      { kind: 'heading', text: 'Warning signs' },
      {
        kind: 'list',
        items: [
          'Spending more money or time on gambling than you meant to.',
          'Borrowing money, or hiding your gambling from people close to you.',
          'Feeling anxious or irritable when you are not gambling.',
        ],
      },
      { kind: 'heading', text: 'Self-exclusion and support' },
      {
        kind: 'list',
        items: [
          'GAMSTOP (gamstop.co.uk): one free registration excludes you from every online gambling company licensed in Great Britain for six months, one year or five years.',
          'National Gambling Helpline, run by GamCare: 0808 8020 133, free and open 24 hours a day, or chat at gamcare.org.uk.',
          'BeGambleAware (begambleaware.org): advice and free, confidential treatment.',
          'Gamblers Anonymous (gamblersanonymous.org.uk): local and online meetings.',
          "Gambling blocking software and your bank's gambling block can stop payments to gambling sites.",
        ],
      },
      { kind: 'link', text: 'Our safer gambling page', to: '/safer-gambling' },
    ],
  },
};
