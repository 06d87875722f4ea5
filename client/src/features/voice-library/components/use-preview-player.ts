import type { VoiceId } from '@common/catalog/voices';
import { useCallback, useEffect, useRef, useState } from 'react';
import { previewUrlOf } from '../api/voice-preview-url';

type PlayerState = { id: VoiceId | null; phase: 'idle' | 'loading' | 'playing' | 'error' };

/** One <audio> element for the whole page, so starting a preview stops the one before it. */
export function usePreviewPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayerState>({ id: null, phase: 'idle' });

  const stop = useCallback(() => {
    audio.current?.pause();
    setState({ id: null, phase: 'idle' });
  }, []);

  const toggle = useCallback(
    (id: VoiceId) => {
      const element = audio.current;
      if (!element) return;
      if (state.id === id && (state.phase === 'playing' || state.phase === 'loading')) return stop();
      element.pause();
      element.src = previewUrlOf(id);
      setState({ id, phase: 'loading' });
      element.play().then(
        () => setState((current) => (current.id === id ? { id, phase: 'playing' } : current)),
        (error: unknown) => {
          // a newer click replaced this source: not a failure
          if ((error as DOMException)?.name === 'AbortError') return;
          setState((current) => (current.id === id ? { id, phase: 'error' } : current));
        },
      );
    },
    [state, stop],
  );

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const ended = () => setState((current) => (current.phase === 'playing' ? { id: null, phase: 'idle' } : current));
    element.addEventListener('ended', ended);
    return () => {
      element.removeEventListener('ended', ended);
      element.pause();
    };
  }, []);

  return { audio, state, toggle };
}
