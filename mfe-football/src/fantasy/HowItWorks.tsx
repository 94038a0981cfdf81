import {
  FANTASY_BUDGET,
  FANTASY_MAX_PER_CLUB,
  FANTASY_SCORING,
  FANTASY_SQUAD_SIZE,
  POSITION_NAMES,
  formatFantasyPrice,
  type FantasyPosition,
} from '@sl/contracts/fantasy';
import { Table, Section } from './styles';

const POSITIONS: FantasyPosition[] = ['GK', 'DEF', 'MID', 'FWD'];
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The game's rules and scoring, from the same constants the service applies. */
export function HowItWorks() {
  const s = FANTASY_SCORING;
  return (
    <Section aria-labelledby="fantasy-how">
      <h2 id="fantasy-how">How it works</h2>
      <ul>
        <li>
          Pick a squad of {FANTASY_SQUAD_SIZE} Premier League players: 2 goalkeepers, 5 defenders, 5
          midfielders and 3 forwards, within a budget of {formatFantasyPrice(FANTASY_BUDGET)} and no more than{' '}
          {FANTASY_MAX_PER_CLUB} from one club.
        </li>
        <li>
          Choose a starting eleven in a valid formation (1 goalkeeper, 3-5 defenders, 2-5 midfielders, 1-3
          forwards) and a captain, whose points count double.
        </li>
        <li>
          Each Premier League round is a gameweek. A team saved before a gameweek&apos;s first kick-off plays
          from that gameweek; changes after it count from the next one.
        </li>
        <li>
          Points come from the goals, cards and substitutions of real matches at full time. A starter who did
          not play is replaced by the first player on your bench who did, if the formation stays valid.
        </li>
      </ul>
      <Table>
        <caption>Points per match</caption>
        <thead>
          <tr>
            <th scope="col">For</th>
            {POSITIONS.map((p) => (
              <th scope="col" key={p} className="num">
                <abbr title={POSITION_NAMES[p]}>{p}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Playing (60 minutes or more)</th>
            {POSITIONS.map((p) => (
              <td key={p} className="num">
                {signed(s.appearance)} ({signed(s.appearance60)})
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Each goal</th>
            {POSITIONS.map((p) => (
              <td key={p} className="num">
                {signed(s.goal[p])}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Clean sheet (60 minutes or more)</th>
            {POSITIONS.map((p) => (
              <td key={p} className="num">
                {signed(s.cleanSheet[p])}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Every {s.concededPer} goals conceded</th>
            {POSITIONS.map((p) => (
              <td key={p} className="num">
                {p === 'GK' || p === 'DEF' ? signed(s.conceded) : '0'}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Yellow card</th>
            {POSITIONS.map((p) => (
              <td key={p} className="num">
                {signed(s.yellow)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Red card</th>
            {POSITIONS.map((p) => (
              <td key={p} className="num">
                {signed(s.red)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Own goal</th>
            {POSITIONS.map((p) => (
              <td key={p} className="num">
                {signed(s.ownGoal)}
              </td>
            ))}
          </tr>
        </tbody>
      </Table>
      <p>The match feed does not record assists, so there are no assist points.</p>
    </Section>
  );
}
