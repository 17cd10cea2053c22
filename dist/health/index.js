// The `health` action (health/action.yml): the one bundle, with the mode fixed.
process.env.MINTLIFY_DOCS_ACTION_MODE = 'health';
await import('../index.js');
