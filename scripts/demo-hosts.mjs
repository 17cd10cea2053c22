// The demo's host table. `npm run demo` shows the live site at the public-looking names a team
// would use (`docs.acme.com`, `acme.mintlify.site`), and a runner without a proxy reaches such a
// site directly. Each spawned action run that loads this file first (`NODE_OPTIONS=--import=…`)
// with DEMO_HOSTS (`{"docs.acme.com:443": 41234}`) connects to those names' ports on loopback
// instead, keeping the name for TLS (SNI and the certificate check, against the test CA of
// __tests__/fixtures/tls/): what the action asks for, checks and reports is what it would on a
// runner, and nothing leaves the machine. Names not in the table connect as usual.
import { createRequire, syncBuiltinESMExports } from 'node:module';

/** `host:port` → the loopback port that answers for it. */
const table = new Map(Object.entries(JSON.parse(process.env.DEMO_HOSTS || '{}')));

/** The loopback port for `host` on `port`, if the table routes it. */
function routed(host, port, fallback) {
  if (typeof host !== 'string') return undefined;
  return table.get(`${host.toLowerCase()}:${Number(port ?? fallback)}`);
}

/**
 * Wraps `module.connect(options, …)` (node:tls, node:net) so that a routed host connects to
 * loopback, with its name kept as the TLS server name.
 */
function route(module, defaultPort) {
  const connect = module.connect;
  module.connect = function demoConnect(...args) {
    const [options] = args;
    if (options && typeof options === 'object') {
      const to = routed(options.host, options.port, defaultPort);
      if (to !== undefined) {
        const servername = options.servername || options.host;
        args[0] = { ...options, host: '127.0.0.1', port: to, servername };
      }
    }
    return connect.apply(this, args);
  };
}

if (table.size > 0) {
  const require = createRequire(import.meta.url);
  route(require('node:tls'), 443);
  route(require('node:net'), 80);
  syncBuiltinESMExports();
}
