// Copy of the insights screens: performance, thumbnails, analytics.

export const PERFORMANCE_COPY = {
  title: 'Performance',
  intro: 'How people watch your shared videos: views of each share page, plays, how much of the video they watch and how many reach the end. Your own plays and bots are not counted.',
  signedOut: 'Sign in to see how your videos perform.',
  signIn: 'Sign in',
  loading: 'Loading performance',
  loadError: 'Performance could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No finished videos yet',
  emptyText: 'Make a video and share its link: views and plays show here as people watch it.',
  emptyAction: 'Make a video',
  noPlaysNote: 'No plays yet. Share the link and the numbers fill in as people watch.',
  variantsHeading: (count: number) => `${count} versions compared`,
  columns: { video: 'Video', views: 'Views', plays: 'Plays', watch: 'Average watched', completion: 'Completion rate' },
  original: 'Original',
  variant: 'Variant',
  winner: 'Winner',
  winnerNote: 'The winner has the highest completion rate (then average watched, then plays).',
  noWinner: 'No winner yet: at least two versions need plays to compare.',
  none: '—',
  thumbnailLink: 'Make a thumbnail',
} as const;
