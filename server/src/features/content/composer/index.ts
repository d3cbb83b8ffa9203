/** The built-in post composer: writes LinkedIn posts offline, deterministically. */
export { Composer, composePost } from './composer';
