import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PasswordVisibilityAdornment } from '../../components/PasswordVisibilityAdornment';
import type { FieldErrors } from './accountForms';
import { PasswordChecklist } from './PasswordChecklist';

interface PasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** Errors to show now (after a blur or a submit). */
  errors: FieldErrors;
  onBlur: (field: 'password' | 'confirm') => void;
  /** The account's e-mail, when known: the policy refuses a password that is the address. */
  email?: string;
  /** 'New password' on the reset page, 'Password' on sign-up. */
  label: string;
}

/** A new password typed twice, with the policy as a live checklist under the first field. */
export function PasswordFields({ password, confirm, onPassword, onConfirm, errors, onBlur, email, label }: PasswordFieldsProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <>
      <TextField
        label={label}
        type={shown ? 'text' : 'password'}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        onBlur={() => onBlur('password')}
        required
        error={Boolean(errors.password)}
        helperText={
          <>
            {errors.password && <span data-testid="password-error">{t(`accounts.messages.${errors.password}`)}</span>}
            <PasswordChecklist password={password} email={email} />
          </>
        }
        slotProps={{
          // The checklist is a list: its helper text is a div, not a paragraph.
          formHelperText: { component: 'div' },
          input: {
            endAdornment: (
              <PasswordVisibilityAdornment
                shown={shown}
                onToggle={() => setShown((value) => !value)}
                showLabel={t('accounts.fields.showPassword')}
                hideLabel={t('accounts.fields.hidePassword')}
              />
            ),
          },
        }}
      />
      <TextField
        label={t('accounts.fields.confirm')}
        type={shown ? 'text' : 'password'}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        onBlur={() => onBlur('confirm')}
        required
        error={Boolean(errors.confirm)}
        helperText={errors.confirm ? t(`accounts.messages.${errors.confirm}`) : undefined}
      />
    </>
  );
}
