// The creator's own media and brand kit, for the video maker: the uploads panel, a scene's
// background picker, the brand kit editor and the "Apply brand kit" switch.
export { UploadsPanel } from './components/uploads-panel';
export { SceneBackgroundPicker } from './components/scene-background-picker';
export { BrandKitEditor } from './components/brand-kit-editor';
export { ApplyBrandKit, useHasBrandKit } from './components/apply-brand-kit';
export { OwnVoiceRecorder } from './components/own-voice-recorder';
