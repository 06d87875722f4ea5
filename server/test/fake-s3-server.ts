import { createHash } from 'node:crypto';
import { detached } from './detached';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string; modified: Date };

/**
 * The slice of the S3 REST API the media adapter uses (path-style PutObject, HeadObject,
 * GetObject with Range, DeleteObject), in memory on loopback. Signatures are not checked,
 * but the Authorization header must be an AWS SigV4 one.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const server = createServer(
    detached(async (req, res) => {
      const url = new URL(req.url!, 'http://x');
      const [, first, ...rest] = decodeURIComponent(url.pathname).split('/');
      const key = rest.join('/');
      if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 ')) return res.writeHead(403).end();
      if (first !== bucket) return res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>');
      const etagOf = (o: StoredObject) => `"${createHash('md5').update(o.body).digest('hex')}"`;
      if (req.method === 'PUT') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const object = { body: Buffer.concat(chunks), contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), modified: new Date() };
        objects.set(key, object);
        return res.writeHead(200, { etag: etagOf(object) }).end();
      }
      const object = objects.get(key);
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      if (!object)
        return res.writeHead(404, { 'content-type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      const headers = { etag: etagOf(object), 'last-modified': object.modified.toUTCString(), 'content-type': object.contentType, 'accept-ranges': 'bytes' };
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      if (req.method === 'HEAD') return res.writeHead(200, { ...headers, 'content-length': String(object.body.length) }).end();
      if (range) {
        const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.body.length - 1)];
        const part = object.body.subarray(start, end + 1);
        return res
          .writeHead(206, { ...headers, 'content-length': String(part.length), 'content-range': `bytes ${start}-${end}/${object.body.length}` })
          .end(part);
      }
      res.writeHead(200, { ...headers, 'content-length': String(object.body.length) }).end(object.body);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
