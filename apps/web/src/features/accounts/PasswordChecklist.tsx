import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordProblems, type PasswordRule } from '@fieldwork/contracts';
import { visuallyHidden } from '../../components/visuallyHidden';

const COUNTS: Partial<Record<PasswordRule, number>> = { min_length: PASSWORD_MIN_LENGTH, max_length: PASSWORD_MAX_LENGTH };


/**
 * The password policy of the contracts as a checklist ticked while the user types. The upper
 * length shows only once it is broken, and the e-mail rule only when the e-mail is known.
 */
export function PasswordChecklist({ password, email }: { password: string; email?: string }) {
  const { t } = useTranslation();
  const problems = passwordProblems(password, { email });
  const rules = PASSWORD_RULES.filter(
    (rule) => (rule !== 'max_length' || problems.includes(rule)) && (rule !== 'not_email' || Boolean(email?.trim())),
  );
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {t('accounts.rules.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="password-rules">
        {rules.map((rule) => {
          // An empty field meets nothing yet, the rules it does not break included.
          const met = password.length > 0 && !problems.includes(rule);
          return (
            <Box
              component="li"
              key={rule}
              data-rule={rule}
              data-met={met}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.primary', typography: 'body2' }}
            >
              {met ? (
                <CheckCircle aria-hidden fontSize="inherit" sx={{ color: 'success.main' }} />
              ) : (
                <RadioButtonUnchecked aria-hidden fontSize="inherit" sx={{ color: 'text.secondary' }} />
              )}
              <span>{t(`accounts.rules.${rule}`, { count: COUNTS[rule] })}</span>
              {/* Read by screen readers only: whether the rule is met, after its text. */}
              <Box component="span" sx={visuallyHidden}>
                {met ? t('accounts.rules.met') : t('accounts.rules.unmet')}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
