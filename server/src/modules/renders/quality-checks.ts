import { QUALITY_CHECKS, type QualityCheck, type QualityCheckId, type QualityReport, type QualityStatus } from '@common/contracts/quality';
import { PLATFORM_PRESETS, type PlatformPresetId } from '@common/catalog/platform-presets';
import { CAPTION_CONTRAST_TARGET } from '@common/rules/contrast';
import { EVERY_SCENE, nearestMargin, zonesEntered, type BoxReport } from '@common/rules/safe-zones';
import type { MediaScan, ProbeInfo, TimeRun } from '../../providers/media-tools/index';

/** What the render was meant to be: the plan the facts are judged against. */
export type QualityExpectations = {
  /** Frames a second the plan asked for; null when the engine chose (a remote model). */
  fps: number | null;
  durationSeconds: number;
  voice: boolean;
  /** The hook (the first scene's key phrase or first line) and when the plan puts it on screen; null without a script. */
  hook: { text: string; atSeconds: number } | null;
  /** Words burned into the picture (a voiced render's captions). */
  captions?: boolean;
  /** The platform the video is made for (its safe zones are checked); null: none chosen. */
  platform?: PlatformPresetId | null;
};

/** What was measured of the file; `probe` is null when ffprobe could not read it. */
export type QualityFacts = {
  probe: ProbeInfo | null;
  boxes: string[];
  keyframeTimes: number[];
  scan: MediaScan | null;
  /** The boxes the engine drew, against the platform's margins (the local engine's box report); null: the engine reports none. */
  boxReport?: BoxReport | null;
  /** The burned-in captions' lowest contrast against their panel or outline, as the engine drew them; null: the engine reports none. */
  captionContrast?: { ratio: number; against: 'panel' | 'outline' } | null;
};

/** The limits the checks apply (issue 28): social platforms' loudness and the hard failures. */
export const QUALITY_LIMITS = {
  durationToleranceSeconds: 0.1,
  keyframeIntervalSeconds: 2,
  loudnessLufs: -14,
  loudnessToleranceLu: 1,
  truePeakDbtp: -1,
  blackFailSeconds: 0.5,
  hookSeconds: 2,
  /** WCAG AA for text: captions are read at a glance on a small screen (the engine brings brand colours to it). */
  captionContrast: CAPTION_CONTRAST_TARGET,
} as const;

const check = (id: QualityCheckId, status: QualityStatus, value: string, advice: string | null = null): QualityCheck => ({
  id,
  label: QUALITY_CHECKS[id],
  value,
  status,
  advice,
});
const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const longest = (runs: TimeRun[]) => runs.reduce<TimeRun | null>((best, run) => (!best || run.end - run.start > best.end - best.start ? run : best), null);
const fraction = (value: string | undefined) => {
  const [n, d] = (value ?? '').split('/').map(Number);
  return n && d ? n / d : null;
};

function pictureChecks(facts: QualityFacts, expected: QualityExpectations): QualityCheck[] {
  const video = facts.probe?.streams?.find((stream) => stream.codec_type === 'video');
  const container = facts.probe?.format?.format_name ?? '';
  const duration = Number(facts.probe?.format?.duration);
  const fps = fraction(video?.avg_frame_rate) ?? fraction(video?.r_frame_rate);
  const gaps = facts.keyframeTimes.slice(1).map((time, i) => time - facts.keyframeTimes[i]!);
  const maxGap = gaps.length ? Math.max(...gaps) : facts.keyframeTimes.length ? duration : null;
  const codec = video ? `${video.codec_name ?? 'unknown'}${video.profile ? ` (${video.profile})` : ''}` : 'no video stream';
  return [
    container.includes('mp4') ? check('container', 'pass', 'MP4') : check('container', 'warning', container || 'unknown', 'Deliver an MP4 file.'),
    video?.codec_name !== 'h264'
      ? check('video-codec', 'fail', codec, 'Platforms expect H.264: the video was not encoded as H.264.')
      : video.profile === 'High'
        ? check('video-codec', 'pass', codec)
        : check('video-codec', 'warning', codec, 'Encode with the H.264 High profile.'),
    video?.pix_fmt === 'yuv420p'
      ? check('pixel-format', 'pass', 'yuv420p')
      : check('pixel-format', 'warning', video?.pix_fmt ?? 'unknown', 'Encode as yuv420p: some phones cannot play other formats.'),
    facts.boxes.indexOf('moov') >= 0 && facts.boxes.indexOf('moov') < facts.boxes.indexOf('mdat')
      ? check('faststart', 'pass', 'moov before mdat')
      : check('faststart', 'warning', facts.boxes.join(' ') || 'no boxes', 'Move the index (moov) before the media data (faststart).'),
    maxGap === null
      ? check('keyframes', 'not-measured', 'no keyframes read')
      : maxGap <= QUALITY_LIMITS.keyframeIntervalSeconds + 0.05
        ? check('keyframes', 'pass', `at most ${s(maxGap)} apart`)
        : check('keyframes', 'warning', `up to ${s(maxGap)} apart`, 'Put a keyframe at least every 2 s so platforms can cut and seek.'),
    fps === null
      ? check('frame-rate', 'not-measured', 'not reported')
      : expected.fps === null || Math.abs(fps - expected.fps) < 0.01
        ? check('frame-rate', 'pass', `${+fps.toFixed(3)} fps`)
        : check('frame-rate', 'warning', `${+fps.toFixed(3)} fps (planned ${expected.fps})`, `Render at ${expected.fps} fps.`),
    !Number.isFinite(duration)
      ? check('duration', 'not-measured', 'not reported')
      : Math.abs(duration - expected.durationSeconds) <= QUALITY_LIMITS.durationToleranceSeconds
        ? check('duration', 'pass', `${duration.toFixed(2)} s (planned ${expected.durationSeconds.toFixed(2)} s)`)
        : check(
            'duration',
            'warning',
            `${duration.toFixed(2)} s (planned ${expected.durationSeconds.toFixed(2)} s)`,
            'Render again: the length is off the plan.',
          ),
  ];
}

function soundChecks(facts: QualityFacts, expected: QualityExpectations): QualityCheck[] {
  const audio = facts.probe?.streams?.find((stream) => stream.codec_type === 'audio');
  const loudness = facts.scan?.loudness ?? null;
  const silent = facts.scan?.silent ?? [];
  const duration = Number(facts.probe?.format?.duration) || expected.durationSeconds;
  const silentSeconds = silent.reduce((sum, run) => sum + run.end - run.start, 0);
  // a track that is silent nearly throughout is as good as no track: the voice is missing
  const mute = !loudness || loudness.integratedLufs <= -70 || silentSeconds >= 0.9 * duration;
  const track = audio ? `${audio.codec_name ?? 'unknown'} ${Number(audio.sample_rate) / 1000} kHz` : 'none';
  const unmeasured = (id: QualityCheckId) => check(id, 'not-measured', audio ? 'not measured' : 'no audio track');
  const longestSilence = longest(silent);
  return [
    !audio
      ? expected.voice
        ? check('audio', 'fail', 'none', 'A voice-over was ordered but the video has no audio track.')
        : check('audio', 'pass', 'none (no voice ordered)')
      : expected.voice && mute
        ? check('audio', 'fail', `${track}, silent`, 'A voice-over was ordered but the audio track is silent.')
        : audio.codec_name === 'aac' && audio.sample_rate === '48000'
          ? check('audio', 'pass', track)
          : check('audio', 'warning', track, 'Deliver AAC at 48 kHz.'),
    !loudness || !Number.isFinite(loudness.integratedLufs)
      ? unmeasured('loudness')
      : Math.abs(loudness.integratedLufs - QUALITY_LIMITS.loudnessLufs) <= QUALITY_LIMITS.loudnessToleranceLu
        ? check('loudness', 'pass', `${loudness.integratedLufs.toFixed(1)} LUFS`)
        : check('loudness', 'warning', `${loudness.integratedLufs.toFixed(1)} LUFS`, 'Normalise to −14 LUFS integrated (±1 LU) for social platforms.'),
    !loudness || !Number.isFinite(loudness.truePeakDbtp)
      ? unmeasured('true-peak')
      : loudness.truePeakDbtp <= QUALITY_LIMITS.truePeakDbtp
        ? check('true-peak', 'pass', `${loudness.truePeakDbtp.toFixed(1)} dBTP`)
        : check('true-peak', 'warning', `${loudness.truePeakDbtp.toFixed(1)} dBTP`, 'Keep the true peak at or under −1 dBTP.'),
    !expected.voice
      ? check('voice-silence', 'not-measured', 'no voice ordered')
      : !audio || !facts.scan?.silent
        ? unmeasured('voice-silence')
        : !longestSilence
          ? check('voice-silence', 'pass', 'none over 1 s')
          : check(
              'voice-silence',
              mute ? 'fail' : 'warning',
              `${s(longestSilence.end - longestSilence.start)} silent at ${s(longestSilence.start)}`,
              'The voice pauses too long here: shorten the pause or add narration.',
            ),
  ];
}

function frameChecks(facts: QualityFacts): QualityCheck[] {
  if (!facts.scan?.black || !facts.scan.frozen)
    return [check('black-frames', 'not-measured', 'not measured'), check('frozen-frames', 'not-measured', 'not measured')];
  const black = longest(facts.scan.black);
  const frozen = longest(facts.scan.frozen);
  return [
    !black
      ? check('black-frames', 'pass', 'none')
      : black.end - black.start > QUALITY_LIMITS.blackFailSeconds
        ? check('black-frames', 'fail', `${s(black.end - black.start)} black at ${s(black.start)}`, 'A black stretch over 0.5 s: the picture went missing.')
        : check('black-frames', 'pass', `${facts.scan.black.length} short (longest ${s(black.end - black.start)})`),
    !frozen
      ? check('frozen-frames', 'pass', 'none over 2 s')
      : check(
          'frozen-frames',
          'warning',
          `${s(frozen.end - frozen.start)} still at ${s(frozen.start)}`,
          'Add motion or a background clip, or shorten the scene.',
        ),
  ];
}

function hookCheck(expected: QualityExpectations): QualityCheck {
  if (!expected.hook) return check('hook', 'not-measured', 'no script');
  const value = `“${expected.hook.text}” at ${s(expected.hook.atSeconds)} (from the scene plan)`;
  return expected.hook.atSeconds <= QUALITY_LIMITS.hookSeconds
    ? check('hook', 'pass', value)
    : check('hook', 'warning', value, 'Put the hook on screen in the first 2 seconds: shorten the opening.');
}

export function captionContrastCheck(measured: QualityFacts['captionContrast'], captions: boolean): QualityCheck {
  if (!captions) return check('caption-contrast', 'not-measured', 'no captions burned in');
  if (!measured) return check('caption-contrast', 'not-measured', 'the engine does not report its caption colours');
  const value = `${measured.ratio.toFixed(1)}:1 (words against their ${measured.against}, the lowest)`;
  return measured.ratio >= QUALITY_LIMITS.captionContrast
    ? check('caption-contrast', 'pass', value)
    : check('caption-contrast', 'warning', value, 'Pick a caption style or brand colours that contrast more (at least 4.5:1).');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word.endsWith('x') ? 'es' : 's'}`;
const BOX_NAMES: Record<string, string> = {
  cta: 'CTA',
  caption: 'caption',
  headline: 'headline',
  logo: 'logo',
  text: 'text',
  watermark: 'watermark',
  image: 'picture',
};

/**
 * The platform's safe zones against the engine's box report (issue 28 acceptance 2): a pass with
 * the room left (the nearest any box comes to a margin), or a warning naming each box that
 * reaches into a margin, its scene, the platform's zone and by how many pixels.
 */
export function safeZoneCheck(report: BoxReport | null, platform: PlatformPresetId | null): QualityCheck {
  if (!platform) return check('safe-zone', 'not-measured', 'no platform preset chosen');
  const preset = PLATFORM_PRESETS[platform];
  if (!report || report.presetId !== platform) return check('safe-zone', 'not-measured', `${preset.name}: the engine reported no boxes`);
  // the plan's watermark keeps its corner (ADR 063): where a platform covers it, the report says so, and it is no fault of the creator's
  const boxes = report.boxes.filter((box) => box.kind !== 'watermark');
  const mark = report.boxes.find((box) => box.kind === 'watermark');
  const coveredMark = mark && zonesEntered(mark, report.frame, report.safeArea)[0];
  const notes =
    (report.moved ? `; ${plural(report.moved, 'caption')} moved out of its margins` : '') +
    (coveredMark ? `; the plan's watermark sits in the ${preset.zones[coveredMark.edge]}` : '');
  const outside = boxes
    .map((box) => ({ box, entered: zonesEntered(box, report.frame, report.safeArea)[0] }))
    .filter((found): found is { box: BoxReport['boxes'][number]; entered: NonNullable<typeof found.entered> } => Boolean(found.entered));
  if (!outside.length) {
    const nearest = nearestMargin(boxes, report.frame, report.safeArea);
    return check(
      'safe-zone',
      'pass',
      nearest
        ? `${preset.name}: ${plural(boxes.length, 'box')} inside, the nearest ${nearest.gap} px from the ${preset.zones[nearest.edge]}${notes}`
        : `${preset.name}: no text boxes drawn`,
    );
  }
  const named = outside
    .slice(0, 3)
    .map(
      ({ box, entered }) =>
        `${BOX_NAMES[box.kind] ?? box.kind} ${box.scene === EVERY_SCENE ? 'on every scene' : `in scene ${box.scene + 1}`} enters the ${preset.zones[entered.edge]} by ${entered.depth} px`,
    );
  if (outside.length > 3) named.push(`${outside.length - 3} more`);
  const zones = [...new Set(outside.map(({ entered }) => preset.zones[entered.edge]))];
  return check(
    'safe-zone',
    'warning',
    `${preset.name}: ${named.join('; ')}${notes}`,
    `${preset.name} covers its ${zones.join(' and ')}: shorten the words there or pick a scene layout with more room.`,
  );
}

/** Judges the measured facts against the plan: every check with its value, in a fixed order. */
export function judgeQuality(facts: QualityFacts, expected: QualityExpectations, checkedAt: Date): QualityReport {
  const video = facts.probe?.streams?.find((stream) => stream.codec_type === 'video');
  const duration = Number(facts.probe?.format?.duration);
  const checks = !facts.probe
    ? (Object.keys(QUALITY_CHECKS) as QualityCheckId[])
        .filter((id) => id !== 'hook')
        .map((id) => check(id, 'not-measured', 'the file could not be read as video'))
    : [...pictureChecks(facts, expected), ...soundChecks(facts, expected), ...frameChecks(facts)];
  checks.push(hookCheck(expected));
  if (facts.probe) {
    checks.push(captionContrastCheck(facts.captionContrast ?? null, expected.captions ?? false));
    checks.push(safeZoneCheck(facts.boxReport ?? null, expected.platform ?? null));
  }
  const verdict = checks.some((c) => c.status === 'fail') ? 'fail' : checks.some((c) => c.status === 'warning') ? 'warning' : 'pass';
  return {
    checkedAt: checkedAt.toISOString(),
    verdict,
    width: video?.width ?? null,
    height: video?.height ?? null,
    durationSeconds: Number.isFinite(duration) ? duration : null,
    checks,
  };
}

/** The reason a report fails its render (the first hard failure's advice), or null. */
export function hardFailureOf(report: QualityReport): string | null {
  const failed = report.checks.find((c) => c.status === 'fail');
  return failed ? `${failed.label}: ${failed.advice ?? failed.value}` : null;
}
