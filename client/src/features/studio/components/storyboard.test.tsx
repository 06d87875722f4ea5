import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import AnimationPage from '../routes/animation-page';

const ID = '7d0c5b7e-1111-4222-8333-444455556666';
const SCENES = [
  { id: 's1', narration: 'Still brewing at midnight?', visual: 'A tired founder', durationSeconds: 2, layout: 'problem' },
  { id: 's2', narration: 'Cold brew on your doorstep', visual: 'A box on a porch', durationSeconds: 2 },
  {
    id: 's3',
    narration: 'Smooth, strong and never bitter',
    visual: 'A glass of coffee',
    durationSeconds: 2,
    media: { source: 'upload', id: '0b6f6a52-5c8e-4c67-9d5e-3f0c1a2b3c4d' },
  },
  { id: 's4', narration: 'Start your subscription today', visual: 'Logo', durationSeconds: 2, layout: 'cta' },
];
const video = {
  id: ID,
  title: 'Cold brew launch',
  description: 'A cold brew subscription',
  visualStyle: 'noir',
  aspectRatio: '9:16',
  durationSeconds: 8,
  tone: 'curious',
  scenes: SCENES,
  product: null,
  status: 'completed',
  progress: 100,
  error: null,
  provider: 'local',
  engine: 'local',
  costCredits: 5,
  creatorPlan: 'free',
  watermark: true,
  videoUrl: `/api/studio/videos/${ID}/media`,
  downloadUrl: `/api/studio/videos/${ID}/media?download=1`,
  posterUrl: null,
  variantOfId: null,
  retryOfId: null,
  versionOfId: null,
  version: 1,
  encodedScenes: [0, 1, 2, 3],
  shareToken: null,
  createdAt: new Date(Date.now() - 65_000).toISOString(),
  startedAt: null,
  finishedAt: null,
  voice: null,
  captionStyle: null,
  platformPreset: null,
  output: null,
  engines: { video: 'local', voice: null },
  captionsUrls: null,
  qualityReport: null,
  packageUrl: null,
};
const QUOTE = `POST /api/studio/videos/${ID}/edit-quote`;
const EDITS = `POST /api/studio/videos/${ID}/edits`;
type Body = { scenes: { id: string; narration: string }[] };
/** The server's rule in small: one credit a changed place (compared by words and order here). */
const quoteOf = (body: Body) => {
  const changed = body.scenes.flatMap((scene, i) => (SCENES[i]?.id === scene.id && SCENES[i]?.narration === scene.narration ? [] : [i]));
  return jsonResponse(200, { costCredits: Math.max(1, changed.length), changedScenes: changed, newVideoCredits: 5 });
};

function open(routes: Parameters<typeof stubApi>[0] = {}, shown: Record<string, unknown> = {}) {
  const fetchMock = stubApi(
    {
      [`GET /api/studio/videos/${ID}`]: () => jsonResponse(200, { ...video, ...shown }),
      'GET /api/credits': () => jsonResponse(200, { balance: 135, renderCost: 5 }),
      [QUOTE]: (body) => quoteOf(body as Body),
      ...routes,
    },
    testUser,
  );
  renderWithSession(
    <Route path="/animation/:id">
      <AnimationPage />
    </Route>,
    { path: `/animation/${ID}` },
  );
  return fetchMock;
}

const cards = () => screen.getAllByTestId('storyboard-card');
const wordsOfCards = () => cards().map((card) => within(card).getAllByRole('paragraph')[0]!.textContent);

describe('the storyboard', () => {
  it('shows a card per scene with its frame, words, layout and background, and nothing to pay before a change', async () => {
    open();
    await screen.findByRole('heading', { name: 'Storyboard' });
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Frame of scene 3' })).toHaveAttribute('src', `/api/studio/videos/${ID}/scenes/2/still`);
    const third = within(cards()[2]!);
    expect(third.getByText('Smooth, strong and never bitter')).toBeInTheDocument();
    expect(third.getByText('Your upload')).toBeInTheDocument();
    expect(third.getByText('Chosen by the engine')).toBeInTheDocument();
    expect(within(cards()[3]!).getByText('Call to action end card')).toBeInTheDocument();
    expect(screen.getByText('No changes yet. Edit a scene to re-render it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-render changed scenes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move scene 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move scene 4 down' })).toBeDisabled();
  });

  it('moves a scene down with the keyboard, keeps focus on it, and prices the places that changed', async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Move scene 2 down' })).focus();
    await user.keyboard('{Enter}');
    expect(wordsOfCards()).toEqual([
      'Still brewing at midnight?',
      'Smooth, strong and never bitter',
      'Cold brew on your doorstep',
      'Start your subscription today',
    ]);
    // the same card's control, under its new number
    expect(screen.getByRole('button', { name: 'Move scene 3 down' })).toHaveFocus();
    expect(await screen.findByText('Scenes 2, 3 will be re-rendered.')).toBeInTheDocument();
    expect(screen.getByText('2 credits (a new video costs 5).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-render changed scenes · 2 credits' })).toBeEnabled();
    expect((sentBodies(fetchMock, QUOTE).at(-1) as Body).scenes.map((s) => s.id)).toEqual(['s1', 's3', 's2', 's4']);
    // moved to the end: its "down" is gone, focus stays on the card (its "up")
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move scene 4 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move scene 4 up' })).toHaveFocus();
  });

  it('duplicates and deletes scenes, and undoes every change', async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Duplicate scene 1' }));
    expect(wordsOfCards()).toEqual([
      'Still brewing at midnight?',
      'Still brewing at midnight?',
      'Cold brew on your doorstep',
      'Smooth, strong and never bitter',
      'Start your subscription today',
    ]);
    expect(screen.getByRole('heading', { name: 'Scene 2' })).toHaveFocus();
    await screen.findByText('Scenes 2, 3, 4, 5 will be re-rendered.');
    const ids = (sentBodies(fetchMock, QUOTE).at(-1) as Body).scenes.map((s) => s.id);
    expect(new Set(ids).size).toBe(5);

    await user.click(screen.getByRole('button', { name: 'Delete scene 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete scene 4' }));
    expect(wordsOfCards()).toEqual(['Still brewing at midnight?', 'Cold brew on your doorstep', 'Smooth, strong and never bitter']);
    expect(screen.getByRole('heading', { name: 'Scene 3' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Undo all changes' }));
    expect(cards()).toHaveLength(4);
    expect(screen.getByText('No changes yet. Edit a scene to re-render it.')).toBeInTheDocument();
  });

  it('edits a scene, shows the quote and re-renders for exactly that price under an idempotency key', async () => {
    const fetchMock = open({ [EDITS]: () => jsonResponse(202, { ...video, id: 'v2', status: 'queued', progress: 0, version: 2, versionOfId: ID }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit scene 3' }));
    const words = screen.getByLabelText('Words');
    await user.clear(words);
    expect(await screen.findByText('Write what this scene says')).toBeInTheDocument();
    expect(screen.getByText('Fix the scenes marked above to see the price.')).toBeInTheDocument();
    await user.type(words, 'Smooth, strong and never sour');
    await user.selectOptions(screen.getByLabelText('Layout'), 'offer');
    await user.click(screen.getByRole('button', { name: 'Done editing scene 3' }));
    expect(within(cards()[2]!).getByText('Changed')).toBeInTheDocument();
    expect(within(cards()[2]!).getByText('Price or offer card')).toBeInTheDocument();
    const rerender = await screen.findByRole('button', { name: 'Re-render changed scenes · 1 credit' });
    expect(screen.getByText('Scene 3 will be re-rendered.')).toBeInTheDocument();
    await user.click(rerender);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/animation/v2'));
    const [sent] = sentBodies(fetchMock, EDITS) as (Body & { costCredits: number; idempotencyKey: string })[];
    expect(sent!.costCredits).toBe(1);
    expect(sent!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.scenes[2]).toMatchObject({ id: 's3', narration: 'Smooth, strong and never sour', layout: 'offer' });
  });

  it('asks again when the price changed (409), and opens the paywall when the credits run short', async () => {
    let answer = () => jsonResponse(409, { code: 'CONFLICT', message: 'The price of this edit has changed.', costCredits: 2 });
    const fetchMock = open({ [EDITS]: () => answer() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move scene 4 up' }));
    await user.click(await screen.findByRole('button', { name: 'Re-render changed scenes · 2 credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The price changed while you were editing');
    await vi.waitFor(() => expect(sentBodies(fetchMock, QUOTE).length).toBeGreaterThanOrEqual(2));

    answer = () => jsonResponse(402, { code: 'INSUFFICIENT_CREDITS', message: 'no', cost: 2, balance: 1 });
    await user.click(await screen.findByRole('button', { name: 'Re-render changed scenes · 2 credits' }));
    const paywall = await screen.findByRole('dialog', { name: 'You need more credits for this video' });
    expect(paywall).toHaveTextContent('This video costs 2 credits and you have 1.');
    // a refused attempt is not the same edit: the next one goes under a new key
    const keys = (sentBodies(fetchMock, EDITS) as { idempotencyKey: string }[]).map((b) => b.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('says which version this is and which scenes it encoded again', async () => {
    open({}, { id: ID, version: 2, versionOfId: 'v1', encodedScenes: [2] });
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    expect(screen.getByTestId('encoded-scenes')).toHaveTextContent('Re-encoded: scene 3; the others were reused.');
  });

  it('explains why a video made without scenes has no storyboard', async () => {
    open({}, { scenes: null });
    expect(await screen.findByText('This video was not made from scenes, so it cannot be edited scene by scene.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('storyboard-card')).toHaveLength(0);
  });
});
