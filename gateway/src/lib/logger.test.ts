import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import { describe, expect, it } from 'vitest';
import { accessLogSerializers } from './logger.ts';

describe('access log', () => {
  it('writes one short line a request, without headers or a preview token', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const log = pinoHttp({ logger: pino(sink), serializers: accessLogSerializers });
    const server = http.createServer((req, res) => {
      log(req, res);
      res.setHeader('content-security-policy', "default-src 'self'");
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/preview/event/6b09?token=abc.def-123&lang=en`, {
      headers: { authorization: 'Bearer secret', cookie: 'a=b', 'user-agent': 'Test/1.0' },
    });
    expect(res.status).toBe(200);
    await res.text();
    server.close();
    await new Promise((resolve) => setImmediate(resolve));

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, any>;
    expect(line.req).toEqual({
      id: expect.anything(),
      method: 'GET',
      url: '/preview/event/6b09?token=[redacted]&lang=en',
      remoteAddress: '127.0.0.1',
      userAgent: 'Test/1.0',
    });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(typeof line.responseTime).toBe('number');
    for (const secret of ['abc.def-123', 'secret', 'a=b', 'content-security-policy'])
      expect(lines[0]).not.toContain(secret);
  });
});
