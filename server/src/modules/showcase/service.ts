/** The showcase's face: the admin's picks and the seeded videos. */
export { getShowcaseSettings, isShowcased, listShowcaseCandidates, updateShowcaseSettings } from './showcase-settings';
export { seedShowcaseVideos } from './seed';
