import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sentBodies, stubApi } from '@/test/utils';
import { usePlayerBeacons, type BeaconTarget } from './use-player-beacons';

const ROUTE = 'POST /api/performance/beacons';

function Player({ target }: { target: BeaconTarget }) {
  const video = useRef<HTMLVideoElement>(null);
  usePlayerBeacons(video, target);
  return <video ref={video} data-testid="player" />;
}

/** A video element whose clock the test sets (jsdom plays nothing). */
function mount(target: BeaconTarget) {
  const fetchMock = stubApi({ [ROUTE]: () => jsonResponse(202, { counted: true }) });
  const { getByTestId } = render(<Player target={target} />);
  const element = getByTestId('player') as HTMLVideoElement;
  let time = 0;
  Object.defineProperty(element, 'duration', { value: 8, configurable: true });
  Object.defineProperty(element, 'currentTime', { get: () => time, set: (t: number) => (time = t), configurable: true });
  const at = (seconds: number) => {
    time = seconds;
    fireEvent.timeUpdate(element);
  };
  const sent = () => sentBodies(fetchMock, ROUTE) as { playId: string; kind: string; positionSeconds: number; shareToken?: string; videoId?: string }[];
  return { element, at, sent };
}

describe('usePlayerBeacons', () => {
  it('reports a play, each quartile once, and the end, under one play id', () => {
    const { element, at, sent } = mount({ shareToken: 'tok_abcdefghijklmnop' });
    fireEvent.play(element);
    for (const t of [1, 2.1, 2.5, 4.2, 6.1, 6.3]) at(t);
    // seeking back does not report again
    at(3);
    fireEvent.ended(element);
    const beacons = sent();
    expect(beacons.map((b) => [b.kind, b.positionSeconds])).toEqual([
      ['play', 0],
      ['progress', 2.1],
      ['progress', 4.2],
      ['progress', 6.1],
      ['complete', 8],
    ]);
    expect(new Set(beacons.map((b) => b.playId)).size).toBe(1);
    expect(beacons[0]).toMatchObject({ shareToken: 'tok_abcdefghijklmnop' });
    expect(beacons[0]).not.toHaveProperty('videoId');
  });

  it('counts a looping player wrapping from its last second as the end, and a replay as a new play', () => {
    const { element, at, sent } = mount({ videoId: 'v-1' });
    fireEvent.play(element);
    at(7.3);
    at(0.1); // the loop wrapped
    expect(sent().map((b) => b.kind)).toEqual(['play', 'progress', 'complete']);
    fireEvent.pause(element);
    fireEvent.play(element);
    const beacons = sent();
    expect(beacons.at(-1)).toMatchObject({ kind: 'play', videoId: 'v-1' });
    expect(beacons.at(-1)!.playId).not.toBe(beacons[0]!.playId);
  });

  it('does not start a new play on resume after a pause', () => {
    const { element, at, sent } = mount({ videoId: 'v-2' });
    fireEvent.play(element);
    at(1);
    fireEvent.pause(element);
    fireEvent.play(element);
    expect(sent().map((b) => b.kind)).toEqual(['play']);
  });
});
