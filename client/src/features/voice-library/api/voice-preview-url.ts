import type { VoiceId } from '@common/catalog/voices';
import { voicePreviewUrl } from '@common/contracts/voice-library';

/**
 * GET /api/voices/{id}/preview, as the source of the page's one <audio> element: the server
 * synthesises each voice's preview once and serves the stored file to every later click.
 */
export const previewUrlOf = (id: VoiceId): string => voicePreviewUrl(id);
