/**
 * The GraphQL endpoint, as far as the action uses it: `viewer { login databaseId }`, answered for
 * the account the request's token acts as. GitHub answers an app installation token's viewer with
 * the bot's REST login (`name[bot]`) and the numeric id REST shows on its comments.
 */
import type { Context } from './context.js';
import { asRecord, ghError } from './http.js';
import type { Route } from './http.js';
import { actorOf, idOf } from './rest.js';

/** Build the GraphQL route. */
export function createGraphqlRoutes(ctx: Context): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/graphql$/,
      auth: 'rest',
      handle: (incoming) => {
        if (!ctx.options.graphql) return ghError(404, 'Not Found');
        const query = asRecord(incoming.json)['query'];
        if (typeof query !== 'string' || query.trim() === '') {
          return {
            status: 200,
            json: {
              errors: [{ message: 'A query attribute must be specified and must be a string.' }],
            },
          };
        }
        const user = actorOf(incoming, ctx);
        if (!/\bviewer\b/.test(query) || !user) {
          return {
            status: 200,
            json: {
              errors: [
                {
                  type: 'NOT_SUPPORTED',
                  message: 'The GitHub emulator answers only `viewer { login databaseId }`.',
                },
              ],
            },
          };
        }
        const viewer: Record<string, unknown> = { login: user.login };
        if (/\bdatabaseId\b/.test(query)) viewer['databaseId'] = idOf(user, ctx);
        if (/\b__typename\b/.test(query)) viewer['__typename'] = 'User';
        return { status: 200, json: { data: { viewer } } };
      },
    },
  ];
}
