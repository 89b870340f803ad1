// How an e-mail leaves the outbox: SMTP (nodemailer) when SMTP_URL is set; otherwise the outbox is the delivery.
import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';

export type OutgoingEmail = { to: string; subject: string; text: string };

export interface EmailSender {
  send(email: OutgoingEmail): Promise<void>;
}

export function smtpEmailSender({ url, from }: { url: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/** The configured sender, or null when e-mails stay in the outbox (local runs, tests). */
export function configuredEmailSender(config: Pick<Env, 'SMTP_URL' | 'EMAIL_FROM'>): EmailSender | null {
  return config.SMTP_URL ? smtpEmailSender({ url: config.SMTP_URL, from: config.EMAIL_FROM }) : null;
}
