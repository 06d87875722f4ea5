// The creator's own media and brand kit, for the video maker: the uploads panel, a scene's
// background picker, the brand kit editor and the "Apply brand kit" switch.
export { UploadsPanel } from './components/uploads-panel';
export { SceneBackgroundPicker } from './components/scene-background-picker';
export { BrandKitEditor } from './components/brand-kit-editor';
export { ApplyBrandKit, useHasBrandKit } from './components/apply-brand-kit';
// the product card (studio) adds uploads, refreshes the list after an import and saves a brand kit proposed from a page
export { useUploadMedia } from './api/upload-media';
export { mediaQueryOptions } from './api/list-media';
export { useSaveBrandKit } from './api/save-brand-kit';
export { OwnVoiceRecorder } from './components/own-voice-recorder';
