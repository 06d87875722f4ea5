import { VOICE_IDS, VOICE_LANGUAGES, VOICES } from '@common/catalog/voices';
import { canUseVoice } from '@common/rules/voice';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithSession, stubApi, testUser } from '@/test/utils';
import VoiceLibraryPage from './voice-library-page';

const library = {
  plan: 'free',
  voices: VOICE_IDS.map((id) => ({
    id,
    ...VOICES[id],
    languageName: VOICE_LANGUAGES[VOICES[id].language],
    isUnlocked: canUseVoice('free', id),
    previewUrl: `/api/voices/${id}/preview`,
    espeak: undefined,
  })),
};

describe('/voice-library', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });

  it('lists every voice with a named preview button and the plan that unlocks it; one preview plays at a time', async () => {
    stubApi({ 'GET /api/voices': () => jsonResponse(200, library) }, testUser);
    const user = userEvent.setup();
    renderWithSession(<VoiceLibraryPage />);
    const cards = await screen.findAllByTestId('voice-card');
    expect(cards).toHaveLength(VOICE_IDS.length);
    expect(screen.getAllByRole('button', { name: /^Play preview of / })).toHaveLength(VOICE_IDS.length);
    const olivia = cards.find((card) => within(card).queryByRole('heading', { name: 'Olivia' }))!;
    expect(olivia).toHaveTextContent('Locked: needs the Pro plan');
    expect(within(olivia).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/checkout?plan=pro');

    await user.click(screen.getByRole('button', { name: 'Play preview of Ava, English, female' }));
    const audio = screen.getByTestId('voice-preview-audio') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe('/api/voices/ava-en/preview');
    expect(await screen.findByRole('button', { name: 'Stop preview of Ava, English, female' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Play preview of Jonas, German, male' }));
    expect(audio.getAttribute('src')).toBe('/api/voices/jonas-de/preview');
    expect(screen.getByRole('button', { name: 'Play preview of Ava, English, female' })).toHaveAttribute('aria-pressed', 'false');

    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(screen.getAllByTestId('voice-card')).toHaveLength(2);
  });

  it('keeps the button true to the player through end, replay, stop and error: one press does what it says (issue 33)', async () => {
    stubApi({ 'GET /api/voices': () => jsonResponse(200, library) }, testUser);
    const user = userEvent.setup();
    renderWithSession(<VoiceLibraryPage />);
    await screen.findAllByTestId('voice-card');
    const audio = screen.getByTestId('voice-preview-audio') as HTMLAudioElement;
    const play = HTMLMediaElement.prototype.play as unknown as ReturnType<typeof vi.fn>;

    await user.click(screen.getByRole('button', { name: 'Play preview of Ava, English, female' }));
    await screen.findByRole('button', { name: 'Stop preview of Ava, English, female' });
    fireEvent.ended(audio);
    // the preview finished: the next press plays it again, once
    await user.click(await screen.findByRole('button', { name: 'Play preview of Ava, English, female' }));
    expect(play).toHaveBeenCalledTimes(2);
    await user.click(await screen.findByRole('button', { name: 'Stop preview of Ava, English, female' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Play preview of Ava, English, female' })).toHaveAttribute('aria-pressed', 'false');

    // a preview the browser cannot play says so, and the same button tries again
    await user.click(screen.getByRole('button', { name: 'Play preview of Max, English, male' }));
    fireEvent.error(audio);
    expect(await screen.findByRole('alert')).toHaveTextContent('This preview could not be played.');
    await user.click(screen.getByRole('button', { name: 'Play preview of Max, English, male' }));
    expect(play).toHaveBeenCalledTimes(4);
    expect(await screen.findByRole('button', { name: 'Stop preview of Max, English, male' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the voices cannot be loaded, with a retry', async () => {
    stubApi({ 'GET /api/voices': () => jsonResponse(500, { message: 'Something went wrong on our side.' }) }, testUser);
    renderWithSession(<VoiceLibraryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The voices could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
