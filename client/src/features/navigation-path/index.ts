// The "how do you want to start?" prompt the signed-in shell shows until the user has chosen.
export { NavigationPathPrompt } from './components/navigation-path-prompt';
// The three paths as a radio group (the /navigation page asks with it too).
export { PathChoices } from './components/path-choices';
