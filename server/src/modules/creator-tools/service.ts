/** The creator tools' face: generator runs and their limits, the saved items, the user-data step. */
export { generateForUser, testHooksAsVariants } from './tool-runs';
export { editSavedItem, findSavedItem, listSavedItems, removeSavedItem, saveItem } from './saved-items';
export { creatorToolsUserData } from './user-data';
