import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { UserState } from '@fieldwork/contracts';

// Colours that keep small text at 4.5:1 on white (info's light blue does not); the word carries the meaning.
const COLOURS = { active: 'success', invited: 'primary', banned: 'error' } as const satisfies Record<UserState, string>;

/** A user's state (spec 1 section 4.3): active, invited or banned. */
export function UserStateChip({ state }: { state: UserState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={t(`users.states.${state}`)} data-testid={`user-state-${state}`} />;
}
