import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { displayName, type UserSummary } from '@fieldwork/contracts';
import { UserAvatar } from '../../components/UserAvatar';

/** A circle list shows 3 people, then +N (spec 1 section 9, spec 2 section 9). */
export const SHOWN_PEOPLE = 3;

/**
 * A project's people as overlapping circles. The circles are one picture to a screen reader,
 * named by the people in it. `count` is how many there are (a list row carries the first few).
 */
export function UserCircles({
  users,
  count = users.length,
  size = 30,
  moreKey = 'projects.people.circlesMore',
}: {
  users: readonly UserSummary[];
  count?: number;
  size?: number;
  /** The catalogue key of "{{names}} and {{count}} more" (the screen's own catalogue). */
  moreKey?: string;
}) {
  const { t } = useTranslation();
  if (users.length === 0) return null;
  const rest = Math.max(count, users.length) - Math.min(SHOWN_PEOPLE, users.length);
  const names = users.slice(0, SHOWN_PEOPLE).map(displayName).join(', ');
  const label = rest > 0 ? t(moreKey, { names, count: rest }) : names;
  return (
    <Box role="img" aria-label={label} title={label} sx={{ display: 'inline-flex', alignItems: 'center', py: 0.5 }} data-testid="user-circles">
      {users.slice(0, SHOWN_PEOPLE).map((user, i) => (
        <Box key={user._id} sx={{ ml: i === 0 ? 0 : -0.75, borderRadius: '50%', border: 2, borderColor: 'background.paper', display: 'flex' }}>
          <UserAvatar user={user} size={size} />
        </Box>
      ))}
      {rest > 0 && (
        <Avatar sx={{ ml: -0.75, width: size + 4, height: size + 4, fontSize: size * 0.4, bgcolor: 'grey.300', color: 'text.primary', border: 2, borderColor: 'background.paper' }}>
          {/* "+2" reads "2+" in a right-to-left line without its own direction. */}
          <span dir="ltr">+{rest}</span>
        </Avatar>
      )}
    </Box>
  );
}
