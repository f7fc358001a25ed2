import { useTranslation } from 'react-i18next';
import type { UserFieldDefinition } from '@fieldwork/contracts';
import { AddressField } from './AddressField';
import { BooleanField } from './BooleanField';
import { DateField } from './DateField';
import { fieldLabel } from './fieldText';
import { fieldValueFor } from './fieldValue';
import { FileField } from './FileField';
import { MultiSelectField } from './MultiSelectField';
import { NumberField } from './NumberField';
import { PlainTextField } from './PlainTextField';
import { RichTextField } from './RichTextField';
import { SelectField } from './SelectField';
import { TableField } from './TableField';
import { TextWithFilesField } from './TextWithFilesField';
import type { FieldInputProps } from './types';
import { UserSelectionField } from './UserSelectionField';

interface UserFieldInputProps {
  field: UserFieldDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
  userId: string;
}

/** One profile field, drawn by its type (spec 3 section 2: every user profile field widget). */
export function UserFieldInput({ field, value, onChange, readOnly, userId }: UserFieldInputProps) {
  const { t } = useTranslation();
  // The value's shape was checked against the type (fieldValueFor); each input hands back its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const props: FieldInputProps<any> = { field, label: fieldLabel(t, field), value: fieldValueFor(field.type, value), onChange, readOnly, userId };
  switch (field.type) {
    case 'date':
      return <DateField {...props} />;
    case 'textWithFiles':
      return <TextWithFilesField {...props} />;
    case 'file':
      return <FileField {...props} />;
    case 'address':
      return <AddressField {...props} />;
    case 'text':
      return <PlainTextField {...props} />;
    case 'userSelection':
      return <UserSelectionField {...props} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'select':
      return <SelectField {...props} />;
    case 'multiSelect':
      return <MultiSelectField {...props} />;
    case 'richText':
      return <RichTextField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'table':
      return <TableField {...props} />;
  }
}
