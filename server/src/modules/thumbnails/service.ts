// The thumbnails module's one face to other modules (ADR 016).
export { renderThumbnail } from './thumbnail-service';
