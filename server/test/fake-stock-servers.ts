import { execFile } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { testFfmpeg } from './media-tools';
import { json, startServer } from './fake-provider-servers';

const ffmpeg = (args: string[]) =>
  promisify(execFile)(testFfmpeg, ['-v', 'error', ...args, 'pipe:1'], { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 }).then(
    (r) => r.stdout as unknown as Buffer,
  );

/** A real JPEG photo and a real 1-second H.264 MP4, as a stock library serves them. */
export async function makeStockFiles() {
  const [photo, clip] = await Promise.all([
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=320x180', '-frames:v', '1', '-f', 'mjpeg']),
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=180x320:rate=12',
      '-t',
      '1',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      'frag_keyframe+empty_moov',
      '-f',
      'mp4',
    ]),
  ]);
  return { photo, clip, notMedia: Buffer.from('<!doctype html><title>Not found</title>'), huge: Buffer.alloc(2 * 1024 * 1024, 7) };
}
export type StockFiles = Awaited<ReturnType<typeof makeStockFiles>>;

/** What the fake does with API calls (file downloads always answer). */
export type StockMode = 'ok' | 'rate-limited';

function serveFile(res: ServerResponse, files: StockFiles, name: string) {
  const file = { 'photo.jpg': files.photo, 'clip.mp4': files.clip, 'broken.jpg': files.notMedia, 'huge.mp4': files.huge }[name];
  if (!file) return json(res, 404, { error: 'Not found' });
  res.writeHead(200, { 'content-type': name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg', 'content-length': String(file.length) });
  res.end(file);
}

/**
 * Pexels' API as documented (https://www.pexels.com/api/documentation/): the key in
 * `Authorization`; photos 1001 (a JPEG) and 1003 (a file that is not one), videos 2002 (an MP4
 * with three renditions) and 2004 (larger than the limit).
 */
export async function startFakePexels(files: StockFiles, mode: () => StockMode = () => 'ok') {
  return startServer((req, res, origin) => {
    const url = new URL(req.url, origin);
    if (url.pathname.startsWith('/files/')) return serveFile(res, files, url.pathname.slice('/files/'.length));
    if (req.headers.authorization !== 'test-pexels-key') return json(res, 401, { error: 'Unauthorized' });
    if (mode() === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'text/plain', 'x-ratelimit-remaining': '0', 'retry-after': '3600' });
      return res.end('Too Many Requests');
    }
    const photo = (id: number, file: string) => ({
      id,
      width: 320,
      height: 180,
      url: `https://www.pexels.com/photo/sunrise-${id}/`,
      photographer: 'Jane Doe',
      photographer_url: 'https://www.pexels.com/@jane-doe',
      photographer_id: 77,
      avg_color: '#978E82',
      src: {
        original: `${origin}/files/${file}`,
        large2x: `${origin}/files/${file}?w=940`,
        large: `${origin}/files/${file}?h=650`,
        medium: `${origin}/files/${file}?h=350`,
        small: `${origin}/files/${file}?h=130`,
        portrait: '',
        landscape: '',
        tiny: '',
      },
      liked: false,
      alt: 'Sunrise over the hills',
    });
    const video = (id: number, file: string) => ({
      id,
      width: 1080,
      height: 1920,
      url: `https://www.pexels.com/video/runner-${id}/`,
      image: `${origin}/files/photo.jpg`,
      duration: 1,
      user: { id: 88, name: 'Sam Lee', url: 'https://www.pexels.com/@sam-lee' },
      video_files: [
        { id: 1, quality: 'hd', file_type: 'video/mp4', width: 1080, height: 1920, fps: 25, link: `${origin}/files/${file}?r=1080` },
        { id: 2, quality: 'sd', file_type: 'video/mp4', width: 360, height: 640, fps: 25, link: `${origin}/files/${file}?r=360` },
        { id: 3, quality: 'hd', file_type: 'video/mp4', width: 720, height: 1280, fps: 25, link: `${origin}/files/${file}` },
      ],
      video_pictures: [],
    });
    if (url.pathname === '/v1/search')
      return json(res, 200, { page: 1, per_page: 24, total_results: 2, photos: [photo(1001, 'photo.jpg'), photo(1003, 'broken.jpg')] });
    if (url.pathname === '/v1/photos/1001') return json(res, 200, photo(1001, 'photo.jpg'));
    if (url.pathname === '/v1/photos/1003') return json(res, 200, photo(1003, 'broken.jpg'));
    if (url.pathname === '/videos/search') return json(res, 200, { page: 1, per_page: 24, total_results: 1, videos: [video(2002, 'clip.mp4')] });
    if (url.pathname === '/videos/videos/2002') return json(res, 200, video(2002, 'clip.mp4'));
    if (url.pathname === '/videos/videos/2004') return json(res, 200, video(2004, 'huge.mp4'));
    json(res, 404, { status: 404, code: 'Not Found' });
  });
}

/**
 * Pixabay's API as documented (https://pixabay.com/api/docs/): `key=` in the query (a wrong one
 * is `400 [ERROR 400] "key" is invalid`); image 3001 and video 4002.
 */
export async function startFakePixabay(files: StockFiles, mode: () => StockMode = () => 'ok') {
  return startServer((req, res, origin) => {
    const url = new URL(req.url, origin);
    if (url.pathname.startsWith('/files/')) return serveFile(res, files, url.pathname.slice('/files/'.length));
    if (url.searchParams.get('key') !== 'test-pixabay-key') {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return res.end('[ERROR 400] "key" is invalid');
    }
    if (mode() === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'text/plain', 'x-ratelimit-remaining': '0' });
      return res.end('[ERROR 429] Too many requests');
    }
    const id = url.searchParams.get('id');
    const image = {
      id: 3001,
      pageURL: 'https://pixabay.com/photos/coffee-3001/',
      type: 'photo',
      tags: 'coffee',
      previewURL: `${origin}/files/photo.jpg?p=1`,
      webformatURL: `${origin}/files/photo.jpg?w=640`,
      largeImageURL: `${origin}/files/photo.jpg`,
      imageWidth: 320,
      imageHeight: 180,
      user_id: 55,
      user: 'Mia_K',
      userImageURL: '',
    };
    const rendition = (w: number, h: number, q: string) => ({
      url: `${origin}/files/clip.mp4${q}`,
      width: w,
      height: h,
      size: 1000,
      thumbnail: `${origin}/files/photo.jpg`,
    });
    const video = {
      id: 4002,
      pageURL: 'https://pixabay.com/videos/waves-4002/',
      type: 'film',
      tags: 'waves',
      duration: 1,
      videos: { large: rendition(1920, 1080, '?l'), medium: rendition(1280, 720, ''), small: rendition(960, 540, '?s'), tiny: rendition(640, 360, '?t') },
      user_id: 66,
      user: 'Ocean Films',
    };
    if (url.pathname === '/api/') return json(res, 200, { total: 1, totalHits: 1, hits: !id || id === '3001' ? [image] : [] });
    if (url.pathname === '/api/videos/') return json(res, 200, { total: 1, totalHits: 1, hits: !id || id === '4002' ? [video] : [] });
    json(res, 404, { error: 'Not found' });
  });
}
