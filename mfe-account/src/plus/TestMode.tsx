import type { PaymentInfo } from '@sl/contracts/plus';
import { TestModeBanner } from './styles';

/** What the payment provider says about itself: in test mode, plainly that no card is charged. */
export function TestModeNotice({ payment }: { payment: PaymentInfo | undefined }) {
  if (!payment || payment.mode !== 'test') return null;
  return <TestModeBanner data-testid="plus-test-mode">{payment.notice}</TestModeBanner>;
}

/** The test cards the provider documents, so a tester knows what to type. */
export function TestCards({ payment }: { payment: PaymentInfo | undefined }) {
  const cards = payment?.mode === 'test' ? (payment.testCards ?? []) : [];
  if (cards.length === 0) return null;
  return (
    <table>
      <caption>Test cards (any future expiry, any 3-digit security code)</caption>
      <thead>
        <tr>
          <th scope="col">Card number</th>
          <th scope="col">Brand</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => (
          <tr key={card.number}>
            <td>
              <code>{card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>
            </td>
            <td>{card.brand}</td>
            <td>{card.outcome === 'approved' ? 'Approved' : 'Declined'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
