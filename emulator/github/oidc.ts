/**
 * The Actions OIDC token endpoint. `@actions/core`'s getIDToken() GETs ACTIONS_ID_TOKEN_REQUEST_URL
 * (appending `&audience=…`, so the URL already carries a query) with
 * `Authorization: Bearer <ACTIONS_ID_TOKEN_REQUEST_TOKEN>` and reads `value` from the JSON answer.
 */
import type { Context } from './context.js';
import type { Route } from './http.js';
import { makeIdToken } from './jwt.js';

/** Path of the token endpoint (the query string `?api-version=2.0` is added in env()). */
export const OIDC_PATH = '/_services/token/idtoken';

/** The OIDC route, or none when OIDC is turned off (the endpoint then does not exist). */
export function createOidcRoutes(ctx: Context): Route[] {
  if (!ctx.options.oidc) return [];
  return [
    {
      method: 'GET',
      pattern: /^\/_services\/token\/idtoken$/,
      auth: 'none',
      handle: (incoming) => {
        if (incoming.headers['authorization'] !== `Bearer ${ctx.idTokenRequestToken}`) {
          return { status: 401, json: { message: 'Invalid ACTIONS_ID_TOKEN_REQUEST_TOKEN' } };
        }
        const audience = incoming.url.searchParams.get('audience');
        const value = makeIdToken(ctx.options.owner, ctx.options.repo, audience);
        ctx.state.idTokens.push(value);
        return { status: 200, json: { count: ctx.state.idTokens.length, value } };
      },
    },
  ];
}
