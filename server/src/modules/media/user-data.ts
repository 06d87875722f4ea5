import { MEDIA_FORMATS } from '@common/catalog/media';
import type { UserDataStep } from '../../user-data/user-data-step';
import { deleteMediaAssetsOfUser, findBrandKit, listMediaAssets, type MediaAssetRow } from './repository';

/** Uploads (their files) and the brand kit. */
export const mediaUserData: UserDataStep = {
  area: 'media',
  async exportUserData({ db, userId }) {
    const rows = await listMediaAssets(db, userId);
    const kit = await findBrandKit(db, userId);
    const fileName = (row: Pick<MediaAssetRow, 'id' | 'format'>) => `media-${row.id}.${MEDIA_FORMATS[row.format].extensions[0]}`;
    return {
      data: {
        uploads: rows.map(({ userId: _user, storageKey: _key, ...row }) => ({ ...row, file: `files/${fileName(row)}` })),
        brandKit: kit ? (({ userId: _user, ...rest }) => rest)(kit) : null,
      },
      files: rows.map((row) => ({ key: row.storageKey, name: fileName(row) })),
    };
  },
  async deleteUserData({ db, storage, userId }) {
    // files first: the rows that name them are the only way to find them again after a crash
    for (const row of await listMediaAssets(db, userId)) await storage.delete(row.storageKey);
    await deleteMediaAssetsOfUser(db, userId);
  },
};
