import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName } from '@fieldwork/contracts';
import { useCurrentUser } from '../../app/session/useSession';
import { UserAvatar } from '../../components/UserAvatar';

/** Read-only profile for now. */
export function ProfileScreen() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const language = user.language ?? i18n.language;
  const rows: [string, string, boolean?][] = [
    [t('profile.name'), displayName(user)],
    [t('profile.email'), user.email, true],
    [t('profile.role'), t(`roles.${user.role}`)],
    [t('profile.language'), t(`app.languages.${language === 'he' ? 'he' : 'en'}`)],
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">{t('profile.title')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <UserAvatar user={user} size={72} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" noWrap>{displayName(user)}</Typography>
            <Typography color="text.secondary">{t(`roles.${user.role}`)}</Typography>
          </Box>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, rowGap: { xs: 0.5, sm: 1.5 }, columnGap: 2 }}>
          {rows.map(([term, value, ltr]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>{term}</Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
                {ltr ? <bdi>{value}</bdi> : value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Typography variant="body2" color="text.secondary">{t('profile.readOnly')}</Typography>
    </Stack>
  );
}
