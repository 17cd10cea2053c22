// The `status` action (status/action.yml): the one bundle, with the mode fixed.
process.env.MINTLIFY_DOCS_ACTION_MODE = 'status';
await import('../index.js');
