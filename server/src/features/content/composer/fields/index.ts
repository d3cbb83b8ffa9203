import { DESIGN, DATA, ENGINEERING, PRODUCT } from './tech';
import { FINANCE, MARKETING, STRATEGY } from './business';
import { GROWTH, HIRING, LEADERSHIP, WORKPLACE } from './people';
import { SALES } from './sales';
import { EDUCATION, GENERAL, HEALTHCARE } from './sectors';
import type { Field } from './types';

export type { Field, FieldBank } from './types';
export { GENERAL };

/**
 * The fields, in the order a topic's words are tried: the narrower ones first, so "remote
 * onboarding" is about the workplace and "Kubernetes cost" about spending.
 */
export const FIELDS: readonly Field[] = [
  HEALTHCARE,
  EDUCATION,
  GROWTH,
  HIRING,
  FINANCE,
  WORKPLACE,
  SALES,
  DESIGN,
  MARKETING,
  PRODUCT,
  DATA,
  ENGINEERING,
  STRATEGY,
  LEADERSHIP,
];
