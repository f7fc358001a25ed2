import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Asset, Role } from '@fieldwork/contracts';
import { makeAsset, makeUser } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithSession';
import { FileTileActions } from './FileTileActions';

const own = makeAsset('a-1', 'mine.jpg');
const colleagues = makeAsset('a-2', 'theirs.jpg', { owner: 'u-2', uploadedBy: 'u-2' });
const colleaguesPrivate = makeAsset('a-3', 'private.jpg', { owner: 'u-2', uploadedBy: 'u-2', private: true });
const uploadedForSomeoneElse = makeAsset('a-4', 'for-them.jpg', { owner: 'u-2', uploadedBy: 'u-1' });

/** The tile's buttons as user u-1 of `role` sees them. */
async function buttonsOf(role: Role, asset: Asset): Promise<string[]> {
  await renderWithSession(<FileTileActions asset={asset} rotating={false} onRotate={() => undefined} onDelete={() => undefined} />, {
    me: makeUser(role),
  });
  return screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label') ?? '');
}

describe('file tile actions ask the policy', () => {
  it('offers an inspector rotate and delete on their own file', async () => {
    expect(await buttonsOf('inspector', own)).toEqual(['Rotate mine.jpg by 90 degrees', 'Delete mine.jpg']);
  });

  it("offers an inspector nothing on a colleague's file, which the server would refuse", async () => {
    expect(await buttonsOf('inspector', colleagues)).toEqual([]);
  });

  it('counts a file the inspector uploaded for someone else as theirs', async () => {
    expect(await buttonsOf('inspector', uploadedForSomeoneElse)).toEqual(['Rotate for-them.jpg by 90 degrees', 'Delete for-them.jpg']);
  });

  it("offers a manager rotate and delete on a colleague's file", async () => {
    expect(await buttonsOf('project_manager', colleagues)).toEqual(['Rotate theirs.jpg by 90 degrees', 'Delete theirs.jpg']);
  });

  it("offers a manager nothing on a colleague's private file", async () => {
    expect(await buttonsOf('project_manager', colleaguesPrivate)).toEqual([]);
  });

  it("offers an admin every file, a colleague's private one too", async () => {
    expect(await buttonsOf('business_admin', colleaguesPrivate)).toEqual(['Rotate private.jpg by 90 degrees', 'Delete private.jpg']);
  });
});
