import type { TFunction } from 'i18next';
import type { FilterDefinition, FilterValue } from '@fieldwork/contracts';
import { pickedLabel } from '../pickers/pickedLabels';

/**
 * Texts of a list's filters. A definition's labels are keys of the screen's catalogue (under its
 * prefix, e.g. `files.filters.kind`); a fixed option's text is `<prefix>.options.<key>.<option>`.
 */
export function filterLabel(t: TFunction, prefix: string, filter: Pick<FilterDefinition, 'label'>): string {
  return t(`${prefix}.${filter.label}`);
}

export function optionLabel(t: TFunction, prefix: string, key: string, option: string): string {
  return t(`${prefix}.options.${key}.${option}`, { defaultValue: option });
}

/** A filter's value as its pill says it ("PDF, Image"; "This week"; "contains plan"). */
export function describeFilterValue(t: TFunction, prefix: string, filter: FilterDefinition, value: FilterValue): string {
  if (typeof value === 'string') return optionLabel(t, prefix, filter.key, value);
  if (Array.isArray(value)) {
    if (filter.kind === 'multiStep') {
      return value.map((v, i) => (filter.steps[i]?.options ? optionLabel(t, prefix, filter.steps[i]!.key, v) : v)).join(' / ');
    }
    if (filter.kind === 'user' || filter.kind === 'searchSelect') return value.map((id) => pickedLabel(id) ?? id).join(', ');
    return value.map((v) => optionLabel(t, prefix, filter.key, v)).join(', ');
  }
  if ('op' in value) return `${t(`grid.text.${value.op}`)} “${value.value}”`;
  if ('preset' in value) return t(`grid.date.presets.${value.preset}`);
  if (value.from && value.to) return t('grid.date.range', { from: value.from, to: value.to });
  return value.from ? t('grid.date.since', { from: value.from }) : t('grid.date.until', { to: value.to });
}
