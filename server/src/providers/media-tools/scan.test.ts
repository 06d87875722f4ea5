import { parseBlackRuns, parseEbur128, parseFrozenRuns, parseSilentRuns } from './scan';

// ffmpeg's own log lines (4.x), as the one-pass scan reads them
const log = `[freezedetect @ 0x1] lavfi.freezedetect.freeze_start: 1
[blackdetect @ 0x2] black_start:1 black_end:2.04167 black_duration:1.04167
[freezedetect @ 0x1] lavfi.freezedetect.freeze_duration: 1.04167
[freezedetect @ 0x1] lavfi.freezedetect.freeze_end: 2.04167
[silencedetect @ 0x3] silence_start: 2.50783
[silencedetect @ 0x3] silence_end: 3.50608 | silence_duration: 0.99825
[freezedetect @ 0x1] lavfi.freezedetect.freeze_start: 5.5
[silencedetect @ 0x3] silence_start: 5.9
[Parsed_ebur128_1 @ 0x4] Summary:

  Integrated loudness:
    I:         -22.2 LUFS
    Threshold: -32.4 LUFS

  True peak:
    Peak:      -17.1 dBFS`;

describe('the scan parsers', () => {
  it('reads black, frozen and silent runs, closing a run still open at the end of the file', () => {
    expect(parseBlackRuns(log)).toEqual([{ start: 1, end: 2.04167 }]);
    expect(parseFrozenRuns(log, 6)).toEqual([
      { start: 1, end: 2.04167 },
      { start: 5.5, end: 6 },
    ]);
    expect(parseSilentRuns(log, 6)).toEqual([
      { start: 2.50783, end: 3.50608 },
      { start: 5.9, end: 6 },
    ]);
  });

  it('reads the integrated loudness and true peak of the summary; silence is -Infinity', () => {
    expect(parseEbur128(log)).toEqual({ integratedLufs: -22.2, truePeakDbtp: -17.1 });
    expect(parseEbur128('Summary:\n I: -70.0 LUFS\n True peak:\n Peak: -inf dBFS')).toEqual({ integratedLufs: -70, truePeakDbtp: -Infinity });
    expect(parseEbur128('no summary')).toBeNull();
  });
});
