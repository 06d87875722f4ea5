// The curated starter prompts of /prompts, by industry: a description with a style, tone and
// ratio that suit it. A creator adds one to their library and edits it from there.
import type { AspectRatioId } from './aspect-ratios';
import type { ToneId } from './tones';
import type { VisualStyleId } from './visual-styles';

export type StarterPrompt = {
  industry: string;
  title: string;
  description: string;
  visualStyle: VisualStyleId;
  tone: ToneId;
  aspectRatio: AspectRatioId;
  tags: string[];
};

export const STARTER_PROMPTS: StarterPrompt[] = [
  {
    industry: 'Food and drink',
    title: 'Neighbourhood café launch',
    description: 'A neighbourhood café serving oat lattes and fresh pastries, open from 7 am for commuters who want breakfast in five minutes',
    visualStyle: 'cinematic',
    tone: 'awed',
    aspectRatio: '9:16',
    tags: ['food', 'local'],
  },
  {
    industry: 'Fitness',
    title: 'Home workout app',
    description: 'A home workout app with 15-minute sessions that need no equipment, for busy parents who want to stay fit',
    visualStyle: 'photorealistic',
    tone: 'rational',
    aspectRatio: '9:16',
    tags: ['fitness', 'app'],
  },
  {
    industry: 'Beauty',
    title: 'Vegan skincare set',
    description: 'A vegan skincare set with three steps, gentle on sensitive skin and packed in recyclable glass',
    visualStyle: 'minimalist',
    tone: 'curious',
    aspectRatio: '1:1',
    tags: ['beauty'],
  },
  {
    industry: 'Software',
    title: 'Invoicing tool for freelancers',
    description: 'An invoicing tool for freelancers that sends reminders automatically and gets you paid twice as fast',
    visualStyle: 'anime',
    tone: 'hilarious',
    aspectRatio: '16:9',
    tags: ['saas', 'b2b'],
  },
  {
    industry: 'Real estate',
    title: 'Open-house tour',
    description: 'A bright two-bedroom flat near the park with a south-facing balcony, open for viewings this weekend',
    visualStyle: 'photorealistic',
    tone: 'awed',
    aspectRatio: '16:9',
    tags: ['property'],
  },
  {
    industry: 'Education',
    title: 'Language course',
    description: 'An online Spanish course with ten-minute daily lessons and live conversation practice for beginners',
    visualStyle: 'watercolor',
    tone: 'curious',
    aspectRatio: '9:16',
    tags: ['education'],
  },
  {
    industry: 'E-commerce',
    title: 'Handmade jewellery drop',
    description: 'Handmade silver rings in small batches, each engraved by hand and shipped in a gift box',
    visualStyle: 'vintage-film',
    tone: 'awed',
    aspectRatio: '1:1',
    tags: ['ecommerce', 'handmade'],
  },
  {
    industry: 'Pets',
    title: 'Dog treat subscription',
    description: 'A monthly box of healthy dog treats made from single-ingredient meats, delivered to your door',
    visualStyle: 'claymation',
    tone: 'hilarious',
    aspectRatio: '9:16',
    tags: ['pets', 'subscription'],
  },
];
