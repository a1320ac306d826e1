import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createClientAddress, trustFunction } from './client-address.js';

function from(socketAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: socketAddress },
  } as unknown as IncomingMessage;
}

// The configuration's own reading of TRUST_PROXY, so these cases are what an operator's setting does.
const addressBy = (trustProxy: string) =>
  createClientAddress(trustFunction(loadConfig({ AUTH_SECRET: 's'.repeat(32), TRUST_PROXY: trustProxy }).trustProxy));

describe('the client address', () => {
  it('is the socket address without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    const address = addressBy('false');
    expect(address(from('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
    expect(address(from('::ffff:203.0.113.9'))).toBe('203.0.113.9');
  });

  it('with TRUST_PROXY=true, believes proxies on loopback and private networks only', () => {
    const address = addressBy('true');
    // A client may prepend anything; what counts is what our proxies appended, read from the right.
    expect(address(from('127.0.0.1', '1.2.3.4, 203.0.113.9'))).toBe('203.0.113.9');
    expect(address(from('10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.7'))).toBe('203.0.113.9');
    expect(address(from('::ffff:192.168.1.5', '81.2.69.142'))).toBe('81.2.69.142');
    // A client on the internet talking to us directly is not a proxy: its header is not believed.
    expect(address(from('203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
    expect(address(from('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('with a number of hops, takes the address that many proxies back', () => {
    expect(addressBy('1')(from('203.0.113.50', '1.2.3.4, 198.51.100.7'))).toBe('198.51.100.7');
    expect(addressBy('2')(from('203.0.113.50', '1.2.3.4, 198.51.100.7, 203.0.113.60'))).toBe('198.51.100.7');
  });

  it('with a list, believes exactly the listed proxies and ranges', () => {
    const address = addressBy('198.51.100.0/24, 2001:db8::1');
    expect(address(from('198.51.100.20', '1.2.3.4, 203.0.113.9'))).toBe('203.0.113.9');
    expect(address(from('2001:db8::1', '203.0.113.10'))).toBe('203.0.113.10');
    expect(address(from('127.0.0.1', '1.2.3.4'))).toBe('127.0.0.1');
  });
});
