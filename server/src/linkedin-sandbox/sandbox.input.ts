import express, { type RequestHandler } from 'express';
import { INPUT_MESSAGES, textProblem as characterProblem } from '@postpilot/common';

/**
 * The sandbox's one input check: every field it reads from a form, a query string or a JSON body
 * goes through here before anything is stored or compared, so bad input is a 4xx that changes
 * nothing. The characters are judged by the app's own rules (common/'s textProblem); the shapes
 * are the sandbox's, as LinkedIn's forms and API take them.
 */

/**
 * What is wrong with a text (NUL, a control character, a lone surrogate, more than `max`
 * characters), or null.
 */
export function textProblem(value: string, max = Infinity): string | null {
  const problem = characterProblem(value);
  if (problem) return problem;
  // Characters as a reader (and Postgres's varchar) counts them: an emoji is one.
  if (max !== Infinity && [...value].length > max) return INPUT_MESSAGES.tooLong(max);
  return null;
}

export type FieldsCheck<K extends string> =
  { ok: true; values: Partial<Record<K, string>> } | { ok: false; field: K; message: string };

/**
 * The named fields of a parsed form, query or JSON body, each at most its number of characters.
 * A field that is absent is undefined; one sent twice, as a list or as an object (`name=a&name=b`,
 * `name[]=a`, `name[x]=a`, or JSON other than a string) is refused rather than ignored.
 */
export function readFields<K extends string>(
  source: unknown,
  limits: Record<K, number>,
): FieldsCheck<K> {
  const given =
    typeof source === 'object' && source !== null && !Array.isArray(source)
      ? (source as Record<string, unknown>)
      : {};
  const names = Object.keys(limits) as K[];
  for (const key of Object.keys(given)) {
    const base = /^([^[]+)\[/.exec(key)?.[1];
    const field = names.find((name) => name === base);
    if (field) return { ok: false, field, message: `${field} must be sent once, as one value` };
  }
  const values: Partial<Record<K, string>> = {};
  for (const field of names) {
    if (!Object.hasOwn(given, field)) continue;
    const value = given[field];
    if (typeof value !== 'string') {
      return { ok: false, field, message: `${field} must be sent once, as one value` };
    }
    const problem = textProblem(value, limits[field]);
    if (problem) return { ok: false, field, message: `${field}: ${problem}` };
    values[field] = value;
  }
  return { ok: true, values };
}

/**
 * True when a query string or form body is not UTF-8 text percent-encoded: a stray `%`, or bytes
 * that are no character (an encoded lone surrogate, %ED%A0%80). Node's parser would quietly read
 * those as U+FFFD; the sandbox refuses them instead.
 */
export function malformedEncoding(raw: string): boolean {
  for (const part of raw.split(/[&=]/)) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return true;
    }
  }
  return false;
}

/** The type of formParser's refusal, as body-parser's errors carry one. */
export const MALFORMED_FORM = 'form.malformed';

/** The sandbox's forms: small, flat (no name[x] objects), UTF-8 percent-encoded. */
export function formParser(): RequestHandler {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  return express.urlencoded({
    extended: false,
    limit: '100kb',
    verify: (_req, _res, body) => {
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        text = '%';
      }
      if (malformedEncoding(text)) {
        throw Object.assign(new Error('The form is not UTF-8 percent-encoded text'), {
          status: 400,
          type: MALFORMED_FORM,
        });
      }
    },
  });
}
