// The performance module's one face to other modules (ADR 016): the insights tools' plan gate (thumbnails use it).
export { requireFeature } from './gate';
