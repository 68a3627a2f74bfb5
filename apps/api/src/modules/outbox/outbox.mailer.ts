import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/outbox';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  transport: 'smtp' | 'outbox';
  send(db: Db, message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * SMTP when SMTP_URL is set; otherwise every mail goes to the outbox table and the server log (the dev
 * outbox, read by admins at GET /api/admin/outbox). Every mail is recorded either way.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transporter: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    transport: transporter ? 'smtp' : 'outbox',
    async send(db, message) {
      let error: string | null = null;
      if (transporter) {
        try {
          await transporter.sendMail({ from: opts.from, ...message });
        } catch (err) {
          error = err instanceof Error ? err.message : String(err);
          opts.logger.error({ to: message.to, subject: message.subject, err: error }, 'mail delivery failed');
        }
      } else {
        opts.logger.info(
          { mail: { to: message.to, subject: message.subject } },
          `[outbox] to ${message.to}: ${message.subject}\n${message.text}`,
        );
      }
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        transport: transporter ? 'smtp' : 'outbox',
        error,
      });
      if (error) throw new Error(`Mail delivery failed: ${error}`);
    },
    close() {
      transporter?.close();
    },
  };
}
