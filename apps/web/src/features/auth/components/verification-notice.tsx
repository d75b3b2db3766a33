import Alert from 'react-bootstrap/Alert';
import { loginUi } from '@zborovodja/contracts';

const messages = loginUi.verification;
const variants = { success: 'success', already: 'info', invalid: 'warning', error: 'danger' } as const;

/** The alert for /login?verification=success|already|invalid|error. */
export function VerificationNotice({ result }: { result: string | null }) {
  if (!result || !(result in messages)) return null;
  const key = result as keyof typeof messages;
  return (
    <Alert variant={variants[key]} role="status">
      {messages[key]}
    </Alert>
  );
}
