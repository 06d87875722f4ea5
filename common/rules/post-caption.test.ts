import fc from 'fast-check';
import { PLATFORM_PRESETS, platformsFor } from '../catalog/platform-presets';
import { hashtagsOf, postCaption } from './post-caption';

describe('post captions', () => {
  it('makes hashtags from the brand, the product and the title, once each', () => {
    expect(hashtagsOf({ title: 'GlimmerFox night light for kids', productName: 'glimmer fox', brand: 'GlimmerFox' })).toEqual([
      '#GlimmerFox',
      '#Night',
      '#Light',
      '#Kids',
    ]);
  });

  it('keeps YouTube Shorts to its 100-character title, cutting at a word and keeping the hashtags that fit', () => {
    const post = postCaption(PLATFORM_PRESETS['youtube-shorts'], {
      title: 'The cold brew subscription that turns every Monday morning into the best morning of the week for busy founders',
      description: 'ignored on a title-only platform',
      hashtags: ['#ColdBrew', '#Coffee', '#Founders', '#Monday'],
    });
    expect(post.full.length).toBeLessThanOrEqual(100);
    expect(post.text.endsWith('…')).toBe(true);
    expect(post.full).not.toContain('ignored');
  });

  it('never exceeds any platform limit, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6000 }),
        fc.string({ maxLength: 6000 }),
        fc.array(fc.string({ maxLength: 40 }), { maxLength: 10 }),
        (title, description, hashtags) => {
          for (const platform of Object.values(PLATFORM_PRESETS))
            expect(postCaption(platform, { title, description, hashtags }).full.length).toBeLessThanOrEqual(platform.captionMaxChars);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lists the platform presets a video fits by its aspect ratio, the chosen one first', () => {
    expect(platformsFor('9:16').map((p) => p.id)).toEqual(['tiktok', 'instagram-reels', 'youtube-shorts']);
    expect(platformsFor('9:16', 'youtube-shorts').map((p) => p.id)).toEqual(['youtube-shorts', 'tiktok', 'instagram-reels']);
    expect(platformsFor('16:9').map((p) => p.id)).toEqual(['youtube-16x9']);
    expect(platformsFor('4:5').map((p) => p.id)).toEqual(['feed-4x5']);
  });
});
