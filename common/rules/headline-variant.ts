/** The opt-in page's two headline themes, chosen 50/50 per visit (zod-free, so the page's chunk stays small). */
export const HEADLINE_VARIANTS = ['revenue', 'transformation'] as const;
export type HeadlineVariant = (typeof HEADLINE_VARIANTS)[number];
