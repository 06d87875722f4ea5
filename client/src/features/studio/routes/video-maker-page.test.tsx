import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse, renderWithSession, sentBodies, stubApi, testUser } from '@/test/utils';
import VideoMakerPage from './video-maker-page';

const savedDraft = {
  id: '0b7c4a52-7f1e-4f3c-9d55-2f0a1c3e9b11',
  description: 'Handmade leather wallets that last a lifetime',
  visualStyle: 'noir',
  aspectRatio: '16:9',
  durationSeconds: 6,
  tone: 'awed',
  scenes: [
    { id: 'scene-1', narration: 'Built to outlive you', visual: 'A wallet on oak', durationSeconds: 3 },
    { id: 'scene-2', narration: 'Order yours', visual: 'Logo', durationSeconds: 3 },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function setup(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({ 'GET /api/credits': () => jsonResponse(200, { balance: 140, renderCost: 5 }), ...routes }, testUser);
  renderWithSession(
    <>
      <Toaster />
      <VideoMakerPage />
    </>,
    { path: '/video-maker' },
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('the video maker', () => {
  it('restores the latest draft with its settings and scenes', async () => {
    setup({ 'GET /api/studio/drafts': () => jsonResponse(200, { drafts: [savedDraft] }) });
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('What are you selling?')).toHaveValue(savedDraft.description);
    expect(screen.getByRole('radio', { name: /Noir/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /16:9 Landscape/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Awed/ })).toBeChecked();
    expect(screen.getAllByLabelText('What it says').map((el) => (el as HTMLTextAreaElement).value)).toEqual(['Built to outlive you', 'Order yours']);
    expect(screen.getByTestId('render-cost')).toHaveTextContent('Rendering costs 5 credits. You have 140.');
  });

  it('saves a new draft after a pause in typing and keeps saving over it', { timeout: 15_000 }, async () => {
    const created = { ...savedDraft, id: '5d2f3c1b-0000-4000-8000-000000000001', scenes: [] };
    const { fetchMock, user } = setup({
      'GET /api/studio/drafts': () => jsonResponse(200, { drafts: [] }),
      'POST /api/studio/drafts': (body) => jsonResponse(201, { ...created, ...(body as object) }),
      [`PUT /api/studio/drafts/${created.id}`]: (body) => jsonResponse(200, { ...created, ...(body as object) }),
    });
    const box = await screen.findByLabelText('What are you selling?');
    await user.type(box, 'Solar lights');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/studio/drafts')).toHaveLength(1), { timeout: 3000 });
    expect(sentBodies(fetchMock, 'POST /api/studio/drafts')[0]).toMatchObject({
      description: 'Solar lights',
      visualStyle: 'cinematic',
      durationSeconds: 15,
      scenes: [],
    });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    await user.type(box, ' for gardens');
    // an edit not yet sent never stands beside "Draft saved" (a reload then would lose it)
    expect(screen.queryByText('Draft saved')).not.toBeInTheDocument();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await waitFor(
      () => expect(sentBodies(fetchMock, `PUT /api/studio/drafts/${created.id}`).at(-1)).toMatchObject({ description: 'Solar lights for gardens' }),
      { timeout: 3000 },
    );
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  });

  it('says the draft is not saved yet when saving fails, and keeps what was typed', async () => {
    const { user } = setup({
      'GET /api/studio/drafts': () => jsonResponse(200, { drafts: [] }),
      'POST /api/studio/drafts': () => jsonResponse(503, { message: 'down', code: 'SERVICE_UNAVAILABLE' }),
    });
    const box = await screen.findByLabelText('What are you selling?');
    await user.type(box, 'Solar lights');
    expect(await screen.findByText('Not saved yet: we will keep trying', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(box).toHaveValue('Solar lights');
  });

  it('checks the description before asking for a script, then fills the scenes from the writer', async () => {
    const { fetchMock, user } = setup({
      'GET /api/studio/drafts': () => jsonResponse(200, { drafts: [] }),
      'POST /api/studio/drafts': (body) => jsonResponse(201, { ...savedDraft, ...(body as object) }),
      'POST /api/studio/script': () => jsonResponse(200, { writer: 'template', scenes: savedDraft.scenes }),
    });
    await user.click(await screen.findByRole('button', { name: 'Write my script' }));
    expect(await screen.findByText('Please provide at least 10 characters')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/studio/script')).toHaveLength(0);
    await user.type(screen.getByLabelText('What are you selling?'), 'Handmade leather wallets');
    await user.click(screen.getByRole('button', { name: 'Write my script' }));
    expect(await screen.findByText('Written from our templates')).toBeInTheDocument();
    expect(screen.getAllByTestId('scene')).toHaveLength(2);
    expect(sentBodies(fetchMock, 'POST /api/studio/script')[0]).toEqual({
      description: 'Handmade leather wallets',
      visualStyle: 'cinematic',
      aspectRatio: '9:16',
      durationSeconds: 15,
      tone: 'curious',
      product: null,
      voice: null,
    });
  });

  it('shows the spoken length per scene and in all, and fits a too-long script in one click (issue 27)', async () => {
    const long = { ...savedDraft, durationSeconds: 15, scenes: savedDraft.scenes.map((s) => ({ ...s, durationSeconds: 5 })) };
    const { fetchMock, user } = setup({
      'GET /api/studio/drafts': () => jsonResponse(200, { drafts: [long] }),
      'PUT /api/studio/drafts/0b7c4a52-7f1e-4f3c-9d55-2f0a1c3e9b11': (body) => jsonResponse(200, { ...long, ...(body as object) }),
      'POST /api/studio/script/timing': () =>
        jsonResponse(200, { scenes: [{ id: 'scene-1', seconds: 9.4 }, { id: 'scene-2', seconds: 7.2 }], totalSeconds: 16.6, durationSeconds: 15, fits: false, method: 'speech' }),
      'POST /api/studio/script/fit': () =>
        jsonResponse(200, {
          scenes: [
            { id: 'scene-1', narration: 'Built to last', durationSeconds: 8 },
            { id: 'scene-2', narration: 'Order yours', durationSeconds: 7 },
          ],
          timing: { scenes: [{ id: 'scene-1', seconds: 6.1 }, { id: 'scene-2', seconds: 5 }], totalSeconds: 11.1, durationSeconds: 15, fits: true, method: 'speech' },
        }),
    });
    expect(await screen.findByText('Too long: the voice needs about 16.6 s, and the video lasts 15 s.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('scene-spoken-length').map((el) => el.textContent)).toEqual(['Said in about 9.4 s', 'Said in about 7.2 s']);
    expect(sentBodies(fetchMock, 'POST /api/studio/script/timing')[0]).toMatchObject({ voice: { voiceId: 'ava-en', speed: 1 }, durationSeconds: 15 });
    await user.click(screen.getByRole('button', { name: 'Fit to 15 s' }));
    await waitFor(() => expect(screen.getAllByLabelText('What it says').map((el) => (el as HTMLTextAreaElement).value)).toEqual(['Built to last', 'Order yours']));
    expect(sentBodies(fetchMock, 'POST /api/studio/script/fit')).toHaveLength(1);
  });

  it('shows each broken scene its rule message instead of rendering', async () => {
    const { fetchMock, user } = setup({
      'GET /api/studio/drafts': () => jsonResponse(200, { drafts: [{ ...savedDraft, scenes: [{ ...savedDraft.scenes[0], narration: '' }] }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Render video · 5 credits' }));
    expect(await screen.findByText('Write what this scene says')).toBeInTheDocument();
    expect(screen.getByLabelText('What it says')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST /api/studio/videos')).toHaveLength(0);
  });

  it('sends the draft it consumes with an idempotency key, and opens the paywall when credits run short', async () => {
    const { fetchMock, user } = setup({
      'GET /api/studio/drafts': () => jsonResponse(200, { drafts: [savedDraft] }),
      'POST /api/studio/videos': () => jsonResponse(402, { code: 'INSUFFICIENT_CREDITS', message: 'no', cost: 5, balance: 2 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Render video · 5 credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'You need more credits for this video' });
    expect(dialog).toHaveTextContent('This video costs 5 credits and you have 2.');
    const [sent] = sentBodies(fetchMock, 'POST /api/studio/videos') as { draftId: string; idempotencyKey: string }[];
    expect(sent).toMatchObject({ draftId: savedDraft.id, visualStyle: 'noir', scenes: savedDraft.scenes });
    expect(sent!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts a chosen upload behind a scene and applies the saved brand kit to the render', async () => {
    const photo = {
      id: '9a7c4a52-7f1e-4f3c-9d55-2f0a1c3e9b22',
      kind: 'image',
      format: 'jpeg',
      contentType: 'image/jpeg',
      bytes: 2000,
      width: 1200,
      height: 800,
      durationSeconds: null,
      originalName: 'bottle.jpg',
      fileUrl: '/api/media/9a7c4a52-7f1e-4f3c-9d55-2f0a1c3e9b22/file',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const { fetchMock, user } = setup({
      'GET /api/studio/drafts': () => jsonResponse(200, { drafts: [savedDraft] }),
      'GET /api/media': () => jsonResponse(200, { assets: [photo], usage: { count: 1, bytes: 2000, quotaBytes: 524288000, maxAssets: 50 } }),
      'GET /api/brand-kit': () =>
        jsonResponse(200, {
          brandKit: { logoId: null, primaryColor: '#ffd000', secondaryColor: '#101060', font: 'Anton', logo: null, updatedAt: '2026-11-20T10:00:00.000Z' },
        }),
      'POST /api/studio/videos': () => jsonResponse(402, { code: 'INSUFFICIENT_CREDITS', message: 'no', cost: 5, balance: 2 }),
    });
    expect(await screen.findByLabelText('Apply brand kit')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Choose a background for scene 1' }));
    await user.click(await screen.findByRole('button', { name: 'Use bottle.jpg' }));
    await waitFor(() => expect(screen.getAllByTestId('scene-background')[0]).toHaveTextContent('bottle.jpg'));
    await user.click(screen.getByRole('button', { name: 'Render video · 5 credits' }));
    await screen.findByRole('dialog', { name: 'You need more credits for this video' });
    const [sent] = sentBodies(fetchMock, 'POST /api/studio/videos') as { brandKit: boolean; scenes: { media?: unknown }[] }[];
    expect(sent!.brandKit).toBe(true);
    expect(sent!.scenes[0]!.media).toEqual({ source: 'upload', id: photo.id });
    expect(sent!.scenes[1]!.media).toBeUndefined();
  });

  it('sends the chosen voice, speed, language and caption style, and shows the server refusing a locked voice', { timeout: 15_000 }, async () => {
    const { fetchMock, user } = setup({
      'GET /api/studio/drafts': () => jsonResponse(200, { drafts: [savedDraft] }),
      'POST /api/studio/videos': () =>
        jsonResponse(403, { code: 'FORBIDDEN', message: 'The voice Olivia comes with the Pro plan. Upgrade, or pick another voice.' }),
    });
    const captions = await screen.findByLabelText('Caption style');
    expect(captions).toBeDisabled(); // captions follow the voice
    await user.selectOptions(screen.getByLabelText('Voice'), 'olivia-en-gb');
    expect(screen.getByRole('option', { name: /Olivia \(female\), Calm British presenter · Pro plan/ })).toBeInTheDocument();
    expect(captions).toBeEnabled();
    await user.selectOptions(captions, 'karaoke');
    expect(screen.getByText(/About \d+ seconds of narration/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Render video · 5 credits' }));
    expect(await screen.findByText('The voice Olivia comes with the Pro plan. Upgrade, or pick another voice.')).toBeInTheDocument();
    const [sent] = sentBodies(fetchMock, 'POST /api/studio/videos');
    expect(sent).toMatchObject({ voice: { voiceId: 'olivia-en-gb', speed: 1, language: 'en' }, captions: { style: 'karaoke' } });
    // another language offers only its voices, and drops the English one
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(screen.getByLabelText('Voice')).toHaveValue('');
    expect(screen.getByRole('option', { name: /Lucía/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Olivia/ })).not.toBeInTheDocument();
  });
});
