import type { UserDataStep } from '../../user-data/user-data-step';
import { segmentKeysOf } from '../renders/service';
import {
  deleteStudioRowsOfUser,
  listBatchesOfUser,
  listDraftsOfUser,
  listMediaKeysOfUser,
  listPreviewSetsOfUser,
  listRendersOfUser,
  listSegmentedRendersOfUser,
  listSharesOfUser,
} from './user-data-repository';

const fileNameOf = (key: string) => key.split('/').pop()!;

/** Drafts, videos (with their files and scene segments), CSV batches, preview sets, share links and their view counts. */
export const studioUserData: UserDataStep = {
  area: 'studio',
  async exportUserData({ db, userId }) {
    const renders = await listRendersOfUser(db, userId);
    return {
      data: {
        drafts: await listDraftsOfUser(db, userId),
        videos: renders.map(({ ownerUserId: _owner, visitorId: _visitor, providerRequestId: _request, ...video }) => ({
          ...video,
          file: video.mediaKey ? `files/${fileNameOf(video.mediaKey)}` : null,
        })),
        batches: await listBatchesOfUser(db, userId),
        previewSets: await listPreviewSetsOfUser(db, userId),
        shares: (await listSharesOfUser(db, userId)).map(({ userId: _user, ...share }) => share),
      },
      files: renders.filter((r) => r.mediaKey).map((r) => ({ key: r.mediaKey!, name: fileNameOf(r.mediaKey!) })),
    };
  },
  async deleteUserData({ db, storage, userId, now }) {
    // files first: the rows that name them are the only way to find them again after a crash
    for (const key of await listMediaKeysOfUser(db, userId)) await storage.delete(key);
    for (const key of new Set((await listSegmentedRendersOfUser(db, userId)).flatMap(segmentKeysOf))) await storage.delete(key);
    await deleteStudioRowsOfUser(db, userId, now);
  },
};
