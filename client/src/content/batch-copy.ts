import { BATCH_RULES, PREVIEW_RULES } from '@common/catalog/preview-rules';

/** The CSV batch screens (issue 29). */
export const BATCH_COPY = {
  title: 'Batch videos from a CSV',
  intro: `One row per variant, up to ${BATCH_RULES.maxRows} rows. Every row is checked before anything renders, and you confirm the total first.`,
  columnsHint: 'Columns: variant, hook, body, call to action, voice, style, ratio, length, platform, product URL. Hook and body are needed.',
  fileLabel: 'Upload a CSV file',
  pasteLabel: 'Or paste rows (with the header line)',
  check: 'Check rows',
  checking: 'Checking…',
  errorsHeading: (n: number) => (n === 1 ? 'One problem to fix' : `${n} problems to fix`),
  errorsIntro: 'Nothing has been rendered or paid. Fix these rows and check again.',
  line: 'Line',
  column: 'Column',
  message: 'What to change',
  planHeading: (rows: number) => `${rows} videos ready to render`,
  total: (cost: number, balance: number) => `Total: ${cost} credits. You have ${balance}.`,
  confirm: (rows: number, cost: number) => `Render ${rows} videos · ${cost} credits`,
  starting: 'Starting your batch…',
  file: 'File name',
  cost: 'Credits',
  pageTitle: 'Batch progress',
  loading: 'Loading the batch…',
  loadFailed: 'This batch could not be loaded',
  retry: 'Try again',
  progress: (done: number, total: number) => `${done} of ${total} videos finished`,
  download: 'Download finished videos (ZIP)',
  downloadHint: 'The ZIP names each file after its row and holds a manifest.csv.',
  state: 'Status',
  video: 'Video',
  open: (file: string) => `Open ${file}`,
  states: { queued: 'Queued', processing: 'Rendering', completed: 'Finished', failed: 'Failed', 'not-started': 'Not started' },
  newBatch: 'Start another batch',
} as const;

/** Style previews in the video maker. */
export const PREVIEW_COPY = {
  heading: 'Preview styles before paying',
  intro: `The first ${PREVIEW_RULES.seconds} seconds in up to ${PREVIEW_RULES.maxStyles} styles, small and silent. ${PREVIEW_RULES.freeSetsPerDay} free a day, then ${PREVIEW_RULES.setCost} credit each.`,
  legend: `Styles to compare (up to ${PREVIEW_RULES.maxStyles})`,
  run: (cost: number) => (cost ? `Preview styles · ${cost} credit` : 'Preview styles · free'),
  running: 'Making previews…',
  pick: (style: string) => `Render in ${style}`,
  waiting: 'Rendering preview…',
  failed: 'This preview could not be made',
  needScript: 'Write the script first: previews show its opening.',
} as const;
