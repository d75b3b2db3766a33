// In the entry chunk: Bootstrap's classes written out, no react-bootstrap (first page's JS budget, docs/decisions.md).
import { loginUi } from '@zborovodja/contracts';

const messages = loginUi.verification;
const variants = { success: 'success', already: 'info', invalid: 'warning', error: 'danger' } as const;

/** The alert for /login?verification=success|already|invalid|error. */
export function VerificationNotice({ result }: { result: string | null }) {
  if (!result || !(result in messages)) return null;
  const key = result as keyof typeof messages;
  return (
    <div className={`fade alert alert-${variants[key]} show`} role="status">
      {messages[key]}
    </div>
  );
}
