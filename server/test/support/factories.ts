/**
 * Test data, made the way the app makes it: one `build…(app, …, overrides)` per kind of row,
 * writing through the services and repositories the app itself uses, each with data no other
 * test file uses, so that files run side by side on one database.
 */
export * from './factories/users';
export * from './factories/linkedin';
export * from './factories/posts';
export * from './factories/media';
export * from './factories/voice';
export * from './factories/schedule';
