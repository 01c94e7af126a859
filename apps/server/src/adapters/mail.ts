import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where messages go. The outbox job (jobs/mail-outbox.ts) is the only caller: requests write to
 * `mail_outbox` and never wait for a mail server.
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'dev';
  /**
   * Whether message bodies are kept in the outbox after sending. The dev mailbox shows them;
   * after a real delivery they are cleared, because they carry live sign-in links that the
   * token table deliberately stores only as hashes.
   */
  readonly keepsBodies: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    keepsBodies: false,
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: messages stay in the database, where `GET /api/dev/mail` (and the
 * web's dev mailbox page) reads them. "Sending" is marking the outbox row sent.
 */
export function devMailbox(): MailTransport {
  return { kind: 'dev', keepsBodies: true, send: async () => undefined, close: () => undefined };
}

export function mailTransport(config: { smtpUrl: string | undefined; from: string }): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : devMailbox();
}
