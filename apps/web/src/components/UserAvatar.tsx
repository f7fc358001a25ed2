import Avatar from '@mui/material/Avatar';
import type { UserProfile } from '@fieldwork/contracts';
import { displayName } from '@fieldwork/contracts';

/** Two letters from the name, or the first letter of the e-mail. */
export function initialsOf(user: Pick<UserProfile, 'name' | 'email'>): string {
  const letters = [user.name.first, user.name.last].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** What an avatar needs of a user: the signed-in profile, a row of the users list, a user's details. */
export type AvatarUser = Pick<UserProfile, 'name' | 'email' | 'avatar'> & { imgUrl?: string | null };

export function UserAvatar({ user, size = 36 }: { user: AvatarUser; size?: number }) {
  const src = user.avatar ?? user.imgUrl ?? undefined;
  return (
    <Avatar src={src} alt={displayName(user)} sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      {initialsOf(user)}
    </Avatar>
  );
}
