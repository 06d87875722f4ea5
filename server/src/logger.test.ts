import pino from 'pino';
import { Writable } from 'node:stream';
import { loggableUrl, loggerOptions } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), stream), lines };
}

describe('logs', () => {
  it('never carry credentials from request headers, cookies or known secret fields', () => {
    const { logger, lines } = capture();
    logger.info({
      req: { headers: { authorization: 'Bearer sk_live_123', cookie: 'session=abc' } },
      res: { headers: { 'set-cookie': 'session=def' } },
      password: 'hunter22',
      token: 'tok_456',
    });
    const text = lines.join('');
    for (const secret of ['sk_live_123', 'session=abc', 'session=def', 'hunter22', 'tok_456']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
});

describe('loggableUrl', () => {
  it('hides the token of an e-mail link and keeps the rest', () => {
    expect(loggableUrl('/verify-email?token=abc123&x=1')).toBe('/verify-email?token=[redacted]&x=1');
    expect(loggableUrl('/share/x?shareToken=s3cret')).toBe('/share/x?shareToken=[redacted]');
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });
});
