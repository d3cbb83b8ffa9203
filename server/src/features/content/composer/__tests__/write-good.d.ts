/** write-good ships no types: the one function the quality test calls. */
declare module 'write-good' {
  interface Suggestion {
    index: number;
    offset: number;
    reason: string;
  }
  function writeGood(text: string, checks?: Record<string, boolean>): Suggestion[];
  export = writeGood;
}
