import { RECORDING_ACCEPT } from '@common/catalog/media';
import { RECORDING_MAX_SECONDS, type MediaAsset } from '@common/contracts/media';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { OWN_VOICE_COPY as COPY } from '@/content/studio-copy';
import { useUploadRecording } from '../api/upload-recording';

type Take = { blob: Blob; url: string; seconds: number };
type Phase = 'idle' | 'asking' | 'recording' | 'recorded';

/** The browser's own recording format: WebM/Opus in Chromium and Firefox, else whatever it offers (the server decides by decoding). */
function recorderType(): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'].find((t) => MediaRecorder.isTypeSupported?.(t));
}

/**
 * "My own voice" (docs/decisions/066): record in the browser (MediaRecorder, with a level meter
 * from a Web Audio analyser), play the take back, record again, then upload it; or upload a
 * file. The take is uploaded only when the creator says so; the server checks it by decoding.
 */
export function OwnVoiceRecorder({ recording, onRecording }: { recording: MediaAsset | null; onRecording(next: MediaAsset | null): void }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [take, setTake] = useState<Take | null>(null);
  const [level, setLevel] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [status, setStatus] = useState<string>(recording ? COPY.ready(recording.originalName) : '');
  const [error, setError] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const upload = useUploadRecording();
  const statusId = useId();
  const fileId = useId();

  // the microphone and the meter's loop end with the component
  useEffect(() => () => stop.current?.(), []);
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  const startRecording = async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError(COPY.unsupported);
      return;
    }
    setPhase('asking');
    setStatus(COPY.asking);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      setPhase(take ? 'recorded' : 'idle');
      setError(COPY.denied);
      return;
    }
    const type = recorderType();
    const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(stream).connect(analyser);
    const buffer = new Float32Array(analyser.fftSize);
    const chunks: Blob[] = [];
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      analyser.getFloatTimeDomainData(buffer);
      let sum = 0;
      for (const v of buffer) sum += v * v;
      // about −60 dBFS … 0 dBFS onto 0 … 100
      const db = 10 * Math.log10(sum / buffer.length + 1e-12);
      setLevel(Math.round(Math.max(0, Math.min(100, ((db + 60) / 60) * 100))));
      const seconds = (performance.now() - started) / 1000;
      setElapsed(seconds);
      if (seconds >= RECORDING_MAX_SECONDS) recorder.stop();
      else frame = requestAnimationFrame(tick);
    };
    recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    recorder.onstop = () => {
      cancelAnimationFrame(frame);
      stream.getTracks().forEach((track) => track.stop());
      void audio.close();
      stop.current = null;
      const blob = new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' });
      const seconds = Math.min(RECORDING_MAX_SECONDS, (performance.now() - started) / 1000);
      setLevel(0);
      setTake({ blob, url: URL.createObjectURL(blob), seconds });
      setPhase('recorded');
      setStatus(COPY.recorded(Math.round(seconds)));
    };
    stop.current = () => (recorder.state === 'recording' ? recorder.stop() : undefined);
    recorder.start(250);
    setPhase('recording');
    setStatus(COPY.recording);
    frame = requestAnimationFrame(tick);
  };

  const send = (file: File) => {
    setError(null);
    setStatus(COPY.uploading);
    upload.mutate(file, {
      onSuccess: (asset) => {
        onRecording(asset);
        setStatus(COPY.ready(asset.originalName));
      },
      onError: (e) => {
        setStatus('');
        setError(e.message);
      },
    });
  };
  const useTake = () => {
    if (!take) return;
    const extension = take.blob.type.includes('ogg') ? 'ogg' : take.blob.type.includes('mp4') ? 'm4a' : 'webm';
    send(new File([take.blob], `recording.${extension}`, { type: take.blob.type }));
  };

  return (
    <div className="grid gap-3 rounded-card border border-border bg-surface-muted/40 p-3 sm:p-4" data-testid="own-voice-recorder">
      <p className="text-sm text-ink-muted">{COPY.intro(RECORDING_MAX_SECONDS)}</p>
      <div className="flex flex-wrap items-center gap-2">
        {phase === 'recording' ? (
          <Button variant="primary" onClick={() => stop.current?.()}>
            {COPY.stop}
          </Button>
        ) : (
          <Button variant={take ? 'secondary' : 'primary'} onClick={() => void startRecording()} disabled={phase === 'asking' || upload.isPending}>
            {take ? COPY.retake : COPY.record}
          </Button>
        )}
        {take && phase === 'recorded' ? (
          <Button variant="primary" onClick={useTake} disabled={upload.isPending}>
            {upload.isPending ? COPY.uploading : COPY.useTake}
          </Button>
        ) : null}
        <label htmlFor={fileId} className="cursor-pointer text-sm font-medium text-primary underline-offset-2 hover:underline">
          {COPY.uploadFile}
        </label>
        <input
          id={fileId}
          type="file"
          accept={RECORDING_ACCEPT}
          className="sr-only"
          disabled={upload.isPending || phase === 'recording'}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) send(file);
          }}
        />
      </div>
      <div className="grid gap-1">
        <div className="flex items-center justify-between text-xs text-ink-muted">
          <span id={`${statusId}-meter`}>{COPY.meterLabel}</span>
          <span aria-hidden="true">{phase === 'recording' ? COPY.elapsed(elapsed) : ''}</span>
        </div>
        <meter aria-labelledby={`${statusId}-meter`} min={0} max={100} low={15} high={90} optimum={60} value={level} className="h-3 w-full" />
      </div>
      {take ? (
        <audio controls src={take.url} className="w-full" aria-label={COPY.playbackLabel}>
          {COPY.noAudioElement}
        </audio>
      ) : null}
      <p id={statusId} role="status" aria-live="polite" className="text-sm text-ink">
        {status}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
