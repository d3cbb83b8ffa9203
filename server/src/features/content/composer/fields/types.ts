/**
 * What is generally true in a field, for posts to draw their points from. Nothing here is a
 * claim about the author: practices that work, mistakes that are common, signs to watch for.
 */
export interface FieldBank {
  /** Things to do, as imperative sentences: "Give every cost line an owner." */
  practices: readonly string[];
  /** Common mistakes, as gerund phrases without a full stop: "Cutting the visible line items". */
  mistakes: readonly string[];
  /** Conditionals anyone in the field can check: "If spend grows faster than revenue, …". */
  signals: readonly string[];
  /** What an answer depends on, as noun phrases: "how much of the work needs shared context". */
  factors: readonly string[];
  /** Points of view, as sentences: "Spend that nobody owns only grows." */
  beliefs: readonly string[];
  /** Questions for the reader. */
  questions: readonly string[];
}

export interface Field {
  id: string;
  /** Words that put a topic in the field. */
  keywords: RegExp;
  /** The work itself, for topics that name a person or an event: "hiring". */
  area: string;
  /** What the field measures: "lead time". */
  measure: string;
  /** Who reads a post about it: "engineering leaders". */
  readers: string;
  bank: FieldBank;
}
