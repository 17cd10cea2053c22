// The `check` action (check/action.yml): the one bundle, with the mode fixed.
process.env.MINTLIFY_DOCS_ACTION_MODE = 'check';
await import('../index.js');
