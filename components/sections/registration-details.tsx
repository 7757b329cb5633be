import { registrationDetails } from '@/content/company';

/** The company's registration details that are set (GSTIN, IBA approval, Udyam or CIN, insurer); nothing when none is. */
export function RegistrationDetails({
  className,
  details = registrationDetails,
}: {
  className?: string;
  /** Label and value pairs; the ones set in content/company.ts unless given. */
  details?: { label: string; value: string }[];
}) {
  if (details.length === 0) return null;
  return (
    <dl className={`registration${className ? ` ${className}` : ''}`}>
      {details.map((d) => (
        <div key={d.label}>
          <dt>{d.label}</dt>
          <dd>{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
