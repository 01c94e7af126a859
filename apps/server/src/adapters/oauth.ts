import * as oidc from 'openid-client';

/** What the platform learns from the provider's verified id_token. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The person's language, asked for when the provider lists it in `ui_locales_supported`. */
  language?: string;
}

export interface CodeExchange {
  /** The redirect_uri the person came back to, with the provider's `code`, `state` and `iss`. */
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * `rejected`: the provider or its answer said no (denied, invalid or replayed code, a token that
 * fails validation): the person starts again. `unavailable`: the provider could not be reached.
 */
export class OidcError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface OidcClient {
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Redeems the code with its PKCE verifier and validates the id_token (signature, iss, aud, nonce, expiry). */
  exchange(exchange: CodeExchange): Promise<OidcIdentity>;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Network failures and non-OAuth answers: the provider is down or misconfigured, not the person's fault. */
function classify(error: unknown): OidcError {
  if (error instanceof OidcError) return error;
  const code = error instanceof oidc.ClientError ? error.code : undefined;
  const unavailable =
    error instanceof TypeError || code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON';
  const message = error instanceof Error ? error.message : String(error);
  return new OidcError(unavailable ? 'unavailable' : 'rejected', message, { cause: error });
}

/**
 * An OpenID Connect relying party (authorization code with PKCE and nonce) built on
 * `openid-client`. The provider's metadata is discovered on first use and kept; a failed
 * discovery is tried again on the next sign-in. A plain-http issuer is accepted only because
 * config.ts refuses one in production (tests run a real provider on localhost).
 */
export function openIdClient(settings: OidcSettings): OidcClient {
  let configuration: Promise<oidc.Configuration> | null = null;
  const configure = () => {
    if (!configuration) {
      const issuer = new URL(settings.issuer);
      configuration = oidc
        .discovery(
          issuer,
          settings.clientId,
          settings.clientSecret,
          undefined,
          issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          configuration = null;
          throw new OidcError('unavailable', 'the OpenID provider could not be discovered', { cause: error });
        });
    }
    return configuration;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier, language }) {
      const config = await configure();
      // Only a provider that says it speaks the language is asked to (Google's discovery lists none).
      const locales = config.serverMetadata().ui_locales_supported;
      const uiLocales: Record<string, string> =
        language && Array.isArray(locales) && locales.includes(language) ? { ui_locales: language } : {};
      return oidc.buildAuthorizationUrl(config, {
        ...uiLocales,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    async exchange({ callbackUrl, state, nonce, codeVerifier }) {
      const config = await configure();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new OidcError('rejected', 'no id_token in the answer');
        return {
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : null,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : null,
        };
      } catch (error) {
        throw classify(error);
      }
    },
  };
}
