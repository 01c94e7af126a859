import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@pinacoteca/contracts/constants';
import { messageText } from '@pinacoteca/contracts/messages';
import { emailRule } from '@pinacoteca/contracts/rules';
import { requestLanguage } from '../../lib/locale.ts';
import { devPageText, problemPage, SAMPLE_PERSON, signInPage } from './page.ts';
import type { DevInteraction, DevOpenIdProvider } from './provider.ts';

/** Google caps a profile name near this; longer is a typing accident, not a name. */
const NAME_MAX = 100;

const InteractionParams = z.object({ uid: z.string() });
const InteractionForm = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
  action: z.enum(['continue', 'cancel']).optional(),
});

/**
 * The dev OpenID provider of modules/dev-oidc under the API's dev routes: its login page and,
 * for everything else (discovery, authorization, token, keys), oidc-provider itself. app.ts
 * registers it only outside production and only when no Google client is configured.
 */
export const devOidcRoutes =
  (oidc: DevOpenIdProvider): FastifyPluginAsyncZod =>
  async (app) => {
    if (!oidc.mountPath.startsWith(`${app.prefix}/`)) {
      throw new Error(`the dev OpenID provider's path ${oidc.mountPath} is outside ${app.prefix}`);
    }
    const base = oidc.mountPath.slice(app.prefix.length);

    /** Our own CSP: the form's redirects end at the web app's callback, another origin than this page's. */
    const html = (reply: FastifyReply, status: number, body: string, redirectUri?: string) => {
      const formAction = ["'self'", ...(redirectUri ? [new URL(redirectUri).origin] : [])].join(' ');
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
        )
        .type('text/html; charset=utf-8')
        .send(body);
    };
    const gone = (reply: FastifyReply, language: Language) =>
      html(reply, 400, problemPage(language, devPageText(language, 'goneTitle'), devPageText(language, 'goneText')));
    const action = (interaction: DevInteraction) => `${oidc.mountPath}/interaction/${interaction.uid}`;

    await app.register(async (scope) => {
      const pages = scope.withTypeProvider<ZodTypeProvider>();
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      pages.get(
        `${base}/interaction/:uid`,
        { schema: { hide: true, params: InteractionParams } },
        async (request, reply) => {
          const interaction = await oidc.interaction(request.raw, reply.raw);
          if (!interaction) return gone(reply, requestLanguage(request));
          const language = interaction.language ?? requestLanguage(request);
          return html(
            reply,
            200,
            signInPage({
              language,
              action: action(interaction),
              redirectUri: interaction.redirectUri,
              values: SAMPLE_PERSON,
            }),
            interaction.redirectUri,
          );
        },
      );

      pages.post(
        `${base}/interaction/:uid`,
        { schema: { hide: true, params: InteractionParams, body: InteractionForm } },
        async (request, reply) => {
          const interaction = await oidc.interaction(request.raw, reply.raw);
          if (!interaction) return gone(reply, requestLanguage(request));
          const language = interaction.language ?? requestLanguage(request);
          if (request.body.action === 'cancel') {
            return reply.redirect(await oidc.cancel(request.raw, reply.raw), 303);
          }

          const email = emailRule.safeParse(request.body.email ?? '');
          const name = (request.body.name ?? '').replace(/\s+/g, ' ').trim();
          const errors = {
            ...(email.success
              ? {}
              : { email: messageText(email.error.issues[0]?.message ?? 'invalid_format', language) }),
            ...(name.length > NAME_MAX ? { name: messageText(`max_chars:${NAME_MAX}`, language) } : {}),
          };
          if (!email.success || errors.name) {
            return html(
              reply,
              400,
              signInPage({
                language,
                action: action(interaction),
                redirectUri: interaction.redirectUri,
                values: { email: request.body.email ?? '', name: request.body.name ?? '' },
                errors,
              }),
              interaction.redirectUri,
            );
          }
          return reply.redirect(await oidc.signIn(request.raw, reply.raw, { email: email.data, name }), 303);
        },
      );
    });

    await app.register(async (provider) => {
      // oidc-provider reads request bodies itself (the token endpoint's form): Fastify leaves them unread here.
      provider.removeAllContentTypeParsers();
      provider.addContentTypeParser('*', (_request, _payload, done) => done(null));
      provider.all(`${base}/*`, { schema: { hide: true } }, (request, reply) => {
        reply.hijack();
        oidc.handle(request.raw, reply.raw).catch((error: unknown) => {
          request.log.error({ err: error }, 'the dev OpenID provider failed');
          if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
        });
      });
    });
  };
