import { PLUS_PLANS, planPriceLabel } from '@sl/contracts/plus';
import { Panel } from './styles';

const QUESTIONS: { q: string; a: string }[] = [
  {
    q: 'When am I charged?',
    a: `When you join, and then at the start of each period: ${planPriceLabel(PLUS_PLANS.monthly)} on the monthly plan, ${planPriceLabel(PLUS_PLANS.annual)} on the annual plan.`,
  },
  {
    q: 'Can I cancel?',
    a: 'Yes, at any time from this page. You are not charged again, and you keep Plus until the end of the period you have already paid for.',
  },
  {
    q: 'When does the analysis appear on racecards?',
    a: 'As soon as you have joined. Racecards you opened just before joining may show the free view for up to half an hour while their old pass runs out.',
  },
  {
    q: 'Do I need an account?',
    a: 'Yes: Plus belongs to your free Sporting Life account, so log in or register first.',
  },
];

export function Faq() {
  return (
    <Panel aria-labelledby="plus-faq-heading">
      <h2 id="plus-faq-heading">Questions</h2>
      {QUESTIONS.map(({ q, a }) => (
        <div key={q}>
          <h3>{q}</h3>
          <p>{a}</p>
        </div>
      ))}
    </Panel>
  );
}
