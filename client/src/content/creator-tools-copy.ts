// Copy of the creator tools: /hooks, /script-templates, /prompts and the module engines.

export const CREATOR_TOOLS_COPY = {
  save: 'Save',
  saved: 'Saved to your library',
  copy: 'Copy',
  copied: 'Copied to the clipboard',
  copyFailed: 'Copying was blocked by the browser. Select the text and copy it yourself.',
  sendToVideoMaker: 'Send to video maker',
  sending: 'Opening the video maker…',
  sendFailed: 'The video maker could not be pre-filled',
  generateFailed: 'Nothing was generated',
  writerFallback: 'Written by the built-in templates (no AI model answered).',
  loadError: 'Your library could not be loaded.',
  retry: 'Try again',
  delete: 'Delete',
  deleted: 'Deleted',
};

export const HOOKS_COPY = {
  title: 'Hooks',
  intro: 'Opening lines that stop the scroll, in eight proven patterns, written for your product and audience.',
  productLabel: 'Product description',
  productPlaceholder: 'e.g. Trail running socks that never blister and dry in minutes',
  audienceLabel: 'Audience',
  audiencePlaceholder: 'e.g. Ultra runners',
  generate: 'Generate hooks',
  generating: 'Writing hooks…',
  resultsHeading: 'Your hooks',
  libraryHeading: 'Saved hooks',
  searchLabel: 'Search saved hooks',
  emptyTitle: 'No saved hooks yet',
  emptyText: 'Generate hooks above and save the ones you like.',
  noMatch: 'No saved hook matches your search.',
};

export const TEMPLATES_COPY = {
  title: 'Script templates',
  intro: 'Ten proven script frameworks. Pick one, name your product, and the video maker gets the scenes.',
  productLabel: 'Product name',
  productPlaceholder: 'e.g. Trail Socks',
  benefitLabel: 'What it does for the viewer',
  benefitPlaceholder: 'e.g. run long distances without blisters',
  structure: 'Structure',
  example: (product: string) => `Worked example: ${product}`,
  use: (name: string) => `Use ${name}`,
  needProduct: 'Name your product and what it does first (at least 2 characters each).',
};

export const PROMPTS_COPY = {
  title: 'Prompts',
  intro: 'Your saved video descriptions with their style, tone and ratio, plus a starter set by industry.',
  newHeading: 'New prompt',
  editHeading: 'Edit prompt',
  titleLabel: 'Name',
  descriptionLabel: 'Description',
  styleLabel: 'Visual style',
  toneLabel: 'Tone',
  ratioLabel: 'Aspect ratio',
  tagsLabel: 'Tags (comma separated)',
  create: 'Save prompt',
  update: 'Save changes',
  cancel: 'Cancel',
  edit: 'Edit',
  duplicate: 'Duplicate',
  copyOf: (title: string) => `${title} (copy)`,
  libraryHeading: 'Your prompts',
  searchLabel: 'Search your prompts',
  tagFilter: 'Filter by tag',
  allTags: 'All tags',
  emptyTitle: 'No prompts yet',
  emptyText: 'Save one above, or start from the starter set below.',
  starterHeading: 'Starter prompts by industry',
  addToLibrary: 'Add to my prompts',
};

export const ENGINE_COPY = {
  heading: 'Engine',
  generating: 'Generating…',
  download: 'Download calendar (.ics)',
  savedHeading: 'Saved results',
  searchLabel: 'Search saved results',
  emptyTitle: 'No saved results yet',
  emptyText: 'Generate above and save the results you want to keep.',
  noMatch: 'No saved result matches your search.',
};

export const VARIANTS_COPY = {
  heading: 'Test as variants',
  intro: 'Render one short video per chosen hook and compare them as A/B variants.',
  choose: (title: string) => `Choose for variants: ${title}`,
  chooseLabel: 'Choose for variants',
  chosen: (n: number) => `${n} chosen (choose 2 to 4 saved hooks)`,
  cost: (n: number, each: number, balance: number | undefined) =>
    `${n} videos × ${each} credits = ${n * each} credits.${balance === undefined ? '' : ` You have ${balance}.`}`,
  render: (n: number) => `Render ${n} variants`,
  rendering: 'Starting the renders…',
  needProduct: 'Describe your product above (at least 10 characters) first.',
  paidOnly: 'Testing hooks as A/B variants is part of the paid plans.',
  upgrade: 'See the plans',
  started: 'Your variants are rendering',
  open: (letter: string) => `Open variant ${letter}`,
};
