import type { TFunction } from 'i18next';
import { DEFAULT_USER_FIELDS, type FieldOption, type UserFieldDefinition } from '@fieldwork/contracts';

/**
 * A field's label: the instance names its fields in one language, so a default field keeps the
 * catalogue's text in each language until an admin renames it.
 */
export function fieldLabel(t: TFunction, field: Pick<UserFieldDefinition, 'name' | 'value'>): string {
  const builtIn = DEFAULT_USER_FIELDS.find((f) => f.value === field.value);
  return builtIn && builtIn.name === field.name ? t(`users.fieldNames.${field.value}`) : field.name;
}

/** An option's text; the default fields' 'other' is translated, sizes and licence classes read the same everywhere. */
export function optionText(t: TFunction, option: FieldOption): string {
  return option.value === 'other' && option.label.toLowerCase() === 'other' ? t('users.fields.other') : option.label;
}

/** A table column's label, translated for the default fields' tables. */
export function columnLabel(t: TFunction, field: Pick<UserFieldDefinition, 'value'>, column: { key: string; label: string }): string {
  const builtIn = DEFAULT_USER_FIELDS.find((f) => f.value === field.value)?.columns?.find((c) => c.key === column.key);
  return builtIn && builtIn.label === column.label ? t(`users.fieldColumns.${column.key}`) : column.label;
}
