import { company, contactLinks } from '@/content/company';

/**
 * "Beware of fraud", where payment comes up (booking steps, bills and claims, FAQs): the ways the
 * company takes money (content/company.ts) and the ways it never does. Fake movers' payment
 * requests in a real company's name are common in India; this is what a customer checks against.
 */
export function FraudNotice({ id }: { id: string }) {
  return (
    <aside className="notice" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Beware of fraud</h3>
      <p>
        {`${company.name} never asks you to pay to a personal UPI ID, a personal bank account or an individual’s phone number, and never asks for an OTP, a card PIN or your UPI PIN. We take payment only by:`}
      </p>
      <ul>
        {company.payments.methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
      <p>
        {'If anyone asks you to pay in our name in any other way, do not pay: call us first on '}
        <a href={contactLinks.tel}>{company.phoneDisplay}</a>
        {' to check.'}
      </p>
    </aside>
  );
}
