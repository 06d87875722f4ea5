// Gamification's public entry: the studio header's streak and level with the achievement toasts.
// The /gamification screen is lazy in the router; nothing here loads on `/`.
export { GamificationHeader } from './components/gamification-header';
export { ProfilePreferencesForm } from './components/profile-preferences-form';
