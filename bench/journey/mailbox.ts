/**
 * A local SMTP server in the benchmark process (smtp-server, as tests/contract/notification-transports
 * has one): the servers under test send their email to it (SMTP_URL), and a simulated customer reads its
 * sign-up code from it, as a person reads their inbox.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../api/processes';

export interface Mailbox {
  url: string;
  /** The 6-digit sign-up code emailed to `to` (waits for it to arrive), or null after two minutes. */
  signUpCode(to: string): Promise<string | null>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const codes = new Map<string, string>();
  const waiting = new Map<string, (code: string) => void>();
  const port = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const code = /code is (\d{6})/.exec(mail.text ?? '')?.[1];
          if (code)
            for (const to of session.envelope.rcptTo.map((r) => r.address.toLowerCase())) {
              const wake = waiting.get(to);
              if (wake) {
                waiting.delete(to);
                wake(code);
              } else codes.set(to, code);
            }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    signUpCode(to) {
      const key = to.toLowerCase();
      const code = codes.get(key);
      if (code) {
        codes.delete(key);
        return Promise.resolve(code);
      }
      return new Promise((resolve) => {
        // Not a measurement: a code that never comes ends the journey as failed instead of hanging the run.
        const late = setTimeout(() => {
          waiting.delete(key);
          resolve(null);
        }, 120_000);
        waiting.set(key, (code) => {
          clearTimeout(late);
          resolve(code);
        });
      });
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
