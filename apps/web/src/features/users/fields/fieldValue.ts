import type { UserFieldType } from '@fieldwork/contracts';

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const SHAPES: Record<UserFieldType, (v: unknown) => boolean> = {
  date: isString,
  textWithFiles: (v) => isObject(v) && isString(v.value) && isStringList(v.files),
  file: isStringList,
  address: (v) => isObject(v) && isString(v.address),
  text: isString,
  userSelection: isStringList,
  boolean: (v) => typeof v === 'boolean' || (isObject(v) && typeof v.value === 'boolean' && isStringList(v.files)),
  select: isString,
  multiSelect: isStringList,
  richText: isString,
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  table: (v) => Array.isArray(v) && v.every(isObject),
};

/**
 * A stored value as its input expects it, or undefined when it has another shape (a field whose
 * type an admin changed): the input starts empty instead of breaking the screen.
 */
export function fieldValueFor(type: UserFieldType, value: unknown): unknown {
  return value === null || value === undefined || !SHAPES[type](value) ? undefined : value;
}
