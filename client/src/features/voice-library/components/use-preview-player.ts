import type { VoiceId } from '@common/catalog/voices';
import { useCallback, useRef, useState } from 'react';
import { previewUrlOf } from '../api/voice-preview-url';

export type PreviewPhase = 'idle' | 'loading' | 'playing' | 'error';
type PlayerState = { id: VoiceId | null; phase: PreviewPhase };

/**
 * One <audio> element for the whole page, so starting a preview stops the one before it. The
 * element's own events (playing, ended, error) drive the state through props the page spreads on
 * it: the element appears only once the voices have loaded, so listeners added on mount would miss
 * it, and a finished preview would keep its "Stop" button (issue 33).
 */
export function usePreviewPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayerState>({ id: null, phase: 'idle' });
  // the voice the element holds now, read by event handlers that may outlive a render
  const current = useRef<VoiceId | null>(null);

  const settle = useCallback((id: VoiceId | null, phase: PreviewPhase) => {
    setState((before) => (before.id === id && before.phase === phase ? before : { id, phase }));
  }, []);

  const stop = useCallback(() => {
    const element = audio.current;
    current.current = null;
    if (element) {
      element.pause();
      element.currentTime = 0;
    }
    settle(null, 'idle');
  }, [settle]);

  const play = useCallback(
    (id: VoiceId) => {
      const element = audio.current;
      if (!element) return;
      element.pause();
      current.current = id;
      const url = previewUrlOf(id);
      // the same voice again (after it ended or failed) starts from the top; another voice loads its file
      if (element.getAttribute('src') === url && !element.error) element.currentTime = 0;
      else element.src = url;
      settle(id, 'loading');
      element.play().then(
        () => {
          if (current.current === id) settle(id, 'playing');
        },
        (error: unknown) => {
          // a newer press replaced or stopped this source: not a failure
          if ((error as DOMException)?.name === 'AbortError' || current.current !== id) return;
          current.current = null;
          settle(id, 'error');
        },
      );
    },
    [settle],
  );

  /** What the pressed button says: "Stop" while its voice loads or plays, "Play" otherwise. */
  const toggle = useCallback(
    (id: VoiceId) => {
      if (state.id === id && (state.phase === 'playing' || state.phase === 'loading')) stop();
      else play(id);
    },
    [state, stop, play],
  );

  const audioProps = {
    ref: audio,
    onPlaying: () => {
      if (current.current) settle(current.current, 'playing');
    },
    onEnded: () => {
      current.current = null;
      settle(null, 'idle');
    },
    onError: () => {
      const id = current.current;
      if (!id) return;
      current.current = null;
      settle(id, 'error');
    },
  };

  return { audioProps, state, toggle };
}
