// Values of a Docusaurus config as ctfdocs's YAML config writes them.
import { isPlain } from './keys.ts';

/** Docusaurus's `log` is ctfdocs's `warn`. */
export function onProblem(value: string | undefined): string | undefined {
  return value === 'log' ? 'warn' : value;
}

/** A static file path (`img/logo.svg`) as a path from the site root (`/img/logo.svg`). */
export function staticPath(src: string | undefined): string | undefined {
  return src && !/^([a-z]+:)?\/\//i.test(src) && !src.startsWith('/') ? `/${src}` : src;
}

/** Whether YAML can hold a value as it is: plain objects, lists, strings, finite numbers, booleans and null. */
export function isYamlValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isYamlValue);
  return isPlain(value) && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isYamlValue);
}
