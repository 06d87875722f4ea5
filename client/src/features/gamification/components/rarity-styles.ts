import type { Rarity } from '@common/rules/gamification';

/** Spec 9's rarity colours as the theme's tokens (index.css `--color-rarity-*`); whole class names so Tailwind finds them. */
export const RARITY_STYLES: Record<Rarity, { label: string; text: string; border: string; soft: string; ring: string }> = {
  common: { label: 'Common', text: 'text-ink-muted', border: 'border-rarity-common', soft: 'bg-rarity-common/15', ring: 'stroke-rarity-common' },
  uncommon: { label: 'Uncommon', text: 'text-success', border: 'border-rarity-uncommon', soft: 'bg-rarity-uncommon/15', ring: 'stroke-rarity-uncommon' },
  rare: { label: 'Rare', text: 'text-rarity-rare', border: 'border-rarity-rare', soft: 'bg-rarity-rare/15', ring: 'stroke-rarity-rare' },
  epic: { label: 'Epic', text: 'text-rarity-epic', border: 'border-rarity-epic', soft: 'bg-rarity-epic/15', ring: 'stroke-rarity-epic' },
  legendary: { label: 'Legendary', text: 'text-warning', border: 'border-rarity-legendary', soft: 'bg-rarity-legendary/20', ring: 'stroke-rarity-legendary' },
};
