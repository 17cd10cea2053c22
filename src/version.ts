import pkg from '../package.json' with { type: 'json' };

/** The `User-Agent` this action sends: `<package name>/<version>`. */
export const USER_AGENT = `${pkg.name}/${pkg.version}`;
