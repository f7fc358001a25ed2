import { isAdminRole, isManagerRole } from '@fieldwork/contracts';
import type { AuthUser } from '../tenancy/instance.types';
import type { AssetRow } from './assets.repository';

/**
 * Who may do what with an asset. Admins see and change everything; a private asset is otherwise
 * seen only by its owner and its uploader; managers may change the non-private files of others.
 */
export const assetAccess = {
  canRead(user: AuthUser, asset: AssetRow): boolean {
    return !asset.private || isMine(user, asset) || isAdminRole(user.role);
  },
  canModify(user: AuthUser, asset: AssetRow): boolean {
    if (isMine(user, asset) || isAdminRole(user.role)) return true;
    return !asset.private && isManagerRole(user.role);
  },
  /** Uploading on someone else's behalf (target_user) is for project managers and above. */
  canUploadFor(user: AuthUser, targetUserId: string): boolean {
    return targetUserId === user.id || isManagerRole(user.role);
  },
  /** Everyone may see all private files in lists only if they are admins. */
  seesAllPrivate(user: AuthUser): boolean {
    return isAdminRole(user.role);
  },
};

function isMine(user: AuthUser, asset: AssetRow): boolean {
  return asset.ownerId === user.id || asset.uploadedBy === user.id;
}
