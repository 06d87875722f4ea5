// Performance: the players' beacons (for the studio's players) and the creator's insights screens.
export { usePlayerBeacons, type BeaconTarget } from './hooks/use-player-beacons';
