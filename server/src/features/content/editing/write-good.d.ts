/** write-good ships no types: the one function the editing tools (and tests) call. */
declare module 'write-good' {
  interface Suggestion {
    index: number;
    offset: number;
    reason: string;
  }
  function writeGood(text: string, checks?: Record<string, boolean>): Suggestion[];
  export = writeGood;
}
