import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../repositories/users.ts';
import { type MailLanguage, resetMail, verificationMail } from '../../services/mail-templates.ts';

/** The two mailed links: where each points and who gets one. */
const KINDS = {
  verify: {
    path: '/verify-email',
    mail: verificationMail,
    wants: (u: UserRow) => u.is_verified !== 1,
  },
  reset: { path: '/reset-password', mail: resetMail, wants: (_u: UserRow) => true },
} as const;
export type MailPurpose = keyof typeof KINDS;

type Deps = Pick<FastifyInstance, 'config' | 'emailTokens' | 'mailer' | 'usersRepository'>;

/**
 * The one mail-token helper: signup, resend-verification and forgot-password all send through it,
 * in the language of the request that asked (services/mail-language.ts).
 */
export function mailTokens({ config, emailTokens, mailer, usersRepository }: Deps) {
  async function send(
    user: UserRow,
    purpose: MailPurpose,
    language: MailLanguage = 'en',
  ): Promise<void> {
    const kind = KINDS[purpose];
    const token = await emailTokens.create(user.id, purpose);
    const link = `${config.publicUrl}${kind.path}?token=${encodeURIComponent(token)}`;
    await mailer.enqueue(user.email, kind.mail(user.first_name, link, language));
  }
  return {
    send,
    /**
     * For the answers that must not reveal whether an account exists (docs/api.md#server-rules): the caller
     * answers at once, and the lookup, the token and the mail happen off the request path, so an
     * existing and an unknown address take the same time and get the same response.
     */
    sendLater(email: string, purpose: MailPurpose, language: MailLanguage = 'en'): void {
      mailer.later(async () => {
        const u = await usersRepository.findByEmail(email);
        if (u && KINDS[purpose].wants(u)) await send(u, purpose, language);
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailTokens: ReturnType<typeof mailTokens>;
  }
}

export default fp(
  async (app) => {
    app.decorate('mailTokens', mailTokens(app));
  },
  { name: 'mail-tokens', dependencies: ['tokens', 'mailer', 'repositories'] },
);
