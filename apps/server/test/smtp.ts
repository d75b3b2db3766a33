import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent (headers and quoted-printable body). */
  data: string;
}

/** A real SMTP listener on a free port that keeps every message, for the app's SMTP_URL. */
export async function startSmtpListener(
  opts: {
    failFirst?: number;
    /** A reply code to refuse this recipient with (e.g. 550), or null to take it. */
    refuse?: (to: string) => number | null;
    /** Listen on this port (a server that comes back after an outage); else a free one. */
    port?: number;
  } = {},
): Promise<{ url: string; port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  // With failFirst, the first n messages are refused with a temporary error (451), as a mail server that is down.
  let refuse = opts.failFirst ?? 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const code = opts.refuse?.(address.address) ?? null;
      if (code !== null) return callback(Object.assign(new Error(`Refused (${code})`), { responseCode: code }));
      if (refuse > 0) {
        refuse -= 1;
        const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
