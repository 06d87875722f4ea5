// The media module's face (the only file other modules import): creators' uploads, the brand
// kit, and the files a render uses. The logic lives in the topic files named below.
export type { MediaDeps } from './media-deps';
export { deleteMedia, getOwnedMedia, listMedia, toMediaAsset, uploadMedia, type UploadPart } from './uploads';
export { findOwnedRecording, listRecordings, uploadRecording } from './recordings';
export { getBrandKit, saveBrandKit, snapshotBrandKit } from './brand-kit';
export { resolveRenderBrandKit, resolveRenderProduct, resolveRenderRecording, resolveSceneBackgrounds } from './render-media';
export { mediaUserData } from './user-data';
