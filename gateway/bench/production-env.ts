import crypto from 'node:crypto';

// Imported first by profile.ts: libraries that read NODE_ENV once, when loaded (graphql-js's
// realm-checking `instanceOf`, Express's settings), then behave as under `make start`; without it
// graphql-js took its development checks on every type test (~2% of an events answer). A
// production config wants secrets, also in the child that seeds the demo venue: random ones.
process.env.NODE_ENV = 'production';
process.env.JWT_ACCESS_SECRET ??= crypto.randomBytes(32).toString('hex');
process.env.JWT_REFRESH_SECRET ??= crypto.randomBytes(32).toString('hex');
