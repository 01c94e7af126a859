import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pinacoteca/contracts/constants';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { devPageText, problemPage } from './page.ts';
import { memoryStore } from './store.ts';

/** Who the person at the dev sign-in page says they are. */
export interface DevPerson {
  email: string;
  name: string;
}

export interface DevOidcSettings {
  /** PUBLIC_URL's origin with the dev path: what openid-client discovers, like accounts.google.com. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Https origins the web app may run on besides loopback (PUBLIC_URL, CALLBACK_ORIGINS). */
  callbackOrigins: string[];
  /** Behind a proxy the provider builds its URLs from X-Forwarded-Proto and -Host, as the app does. */
  trustProxy: boolean;
}

/** What the dev sign-in page shows. */
export interface DevInteraction {
  uid: string;
  /** Where the person goes back to: the web app's Google callback page. */
  redirectUri: string;
  /** The first of the request's `ui_locales` the platform speaks. */
  language: Language | null;
}

const CALLBACK_PATH = '/auth/google/callback';
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/**
 * An OpenID provider (`oidc-provider`) standing in for Google outside production when no Google
 * client is configured, the way the dev mailbox stands in for SMTP (docs/decisions/0031). The
 * platform signs in against it exactly as against Google: discovery, authorization code with
 * PKCE and nonce, a signed id_token with a verified e-mail. Its login step is a dev page where
 * the person types any e-mail and name.
 *
 * Built on first use, and the library loaded then: keys are generated then, and tests or starts
 * that never sign in with Google pay nothing (nor see the library's notices).
 */
export class DevOpenIdProvider {
  /** The subject's e-mail and name for the id_token; a subject is kept for the life of the process. */
  private readonly people = new Map<string, DevPerson>();
  private provider: ReturnType<DevOpenIdProvider['build']> | null = null;

  constructor(private readonly settings: DevOidcSettings) {}

  /** The path the provider answers under, the issuer's path. */
  get mountPath(): string {
    return new URL(this.settings.issuer).pathname.replace(/\/$/, '');
  }

  /** Hands a request under the mount path to the provider (discovery, authorization, token, keys). */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { provider } = await this.open();
    const url = req.url ?? '/';
    const path = url.slice(this.mountPath.length) || '/';
    if (/^\/auth(\/|$)/.test(path.split('?')[0]!)) {
      // The authorization and its resume never see an earlier provider session: the dev page asks
      // who signs in every time (Google's account step), and switching people never meets the
      // provider's logout step.
      const session = provider.cookieName('session');
      req.headers.cookie = (req.headers.cookie ?? '')
        .split(';')
        .filter((pair) => {
          const name = pair.split('=')[0]!.trim();
          return name !== session && !name.startsWith(`${session}.`);
        })
        .join(';');
    }
    // Mounted under a path: the provider routes the rest and finds its mount point from originalUrl.
    Object.assign(req, { originalUrl: url, url: path });
    provider.callback()(req, res);
  }

  /** The pending sign-in behind the interaction cookie; null when it is gone (expired, finished, unknown). */
  async interaction(req: IncomingMessage, res: ServerResponse): Promise<DevInteraction | null> {
    const { provider, SessionNotFound } = await this.open();
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof SessionNotFound) return null;
      throw error;
    }
    const locales = typeof details.params.ui_locales === 'string' ? details.params.ui_locales.split(' ') : [];
    return {
      uid: details.uid,
      redirectUri: String(details.params.redirect_uri),
      language: locales.find(isLanguage) ?? null,
    };
  }

  /**
   * Signs the person in and grants the scopes asked for; answers where the browser goes next
   * (the provider's resume URL, which sends it back to the web app with the code).
   */
  async signIn(req: IncomingMessage, res: ServerResponse, person: DevPerson): Promise<string> {
    const { provider } = await this.open();
    const details = await provider.interactionDetails(req, res);
    // One subject per address, as Google keeps one per account: signing in again finds the same person.
    const subject = `dev-${sha256(person.email.toLowerCase()).toString('hex').slice(0, 32)}`;
    this.people.set(subject, person);
    const grant = new provider.Grant({ accountId: subject, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    return provider.interactionResult(
      req,
      res,
      { login: { accountId: subject, remember: false }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** The person declined: the web app receives `error=access_denied`, as from Google. */
  async cancel(req: IncomingMessage, res: ServerResponse): Promise<string> {
    const { provider } = await this.open();
    return provider.interactionResult(
      req,
      res,
      { error: 'access_denied', error_description: 'The sign-in was cancelled at the dev stand-in for Google' },
      { mergeWithLastSubmission: false },
    );
  }

  private open() {
    this.provider ??= this.build().catch((error: unknown) => {
      this.provider = null;
      throw error;
    });
    return this.provider;
  }

  private async build() {
    const { default: Provider, errors } = await import('oidc-provider');
    const { issuer, clientId, clientSecret, callbackOrigins, trustProxy } = this.settings;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const interactionsPath = `${this.mountPath}/interaction`;

    // A loopback redirect of a native client may use any port (RFC 8252 §7.3): the web app runs on
    // the server's port, Vite's or an e2e server's, all checked by GoogleSignIn.start first.
    const redirectUris = [
      ...LOOPBACK_HOSTS.map((host) => `http://${host}${CALLBACK_PATH}`),
      ...callbackOrigins.filter((origin) => origin.startsWith('https:')).map((origin) => `${origin}${CALLBACK_PATH}`),
    ];

    const provider = new Provider(issuer, {
      adapter: memoryStore(),
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          application_type: 'native',
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev' }] },
      cookies: { keys: [randomToken()] },
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Like Google, the e-mail and name travel in the id_token itself.
      conformIdTokenClaims: false,
      discovery: { ui_locales_supported: [...LANGUAGES] },
      // Only the platform's server talks to the provider's API; browsers never call it cross-origin.
      clientBasedCORS: () => false,
      features: { devInteractions: { enabled: false } },
      // The provider's own error pages (an expired or unknown sign-in) look like the dev sign-in page.
      renderError: (ctx, out) => {
        const locales = String(ctx.oidc?.params?.ui_locales ?? ctx.get('accept-language')).toLowerCase();
        const language = LANGUAGES.find((tag) => locales.startsWith(tag)) ?? DEFAULT_LANGUAGE;
        const reason = String(out.error_description ?? out.error);
        ctx.type = 'html';
        ctx.body = problemPage(
          language,
          devPageText(language, 'goneTitle'),
          `${devPageText(language, 'goneText')} (${reason})`,
        );
      },
      interactions: { url: (_ctx, interaction) => `${interactionsPath}/${interaction.uid}` },
      findAccount: (_ctx, subject) => {
        const person = this.people.get(subject);
        if (!person) return undefined;
        return {
          accountId: subject,
          claims: () => ({
            sub: subject,
            email: person.email,
            email_verified: true,
            ...(person.name ? { name: person.name } : {}),
          }),
        };
      },
    });
    provider.proxy = trustProxy;
    return { provider, SessionNotFound: errors.SessionNotFound };
  }
}
