// The `export` action (export/action.yml): the one bundle, with the mode fixed.
process.env.MINTLIFY_DOCS_ACTION_MODE = 'export';
await import('../index.js');
