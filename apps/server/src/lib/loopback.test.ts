import { describe, expect, it } from 'vitest';
import { hostName, isLoopbackAddress, isLoopbackHost } from './loopback.ts';

describe('loopback addresses', () => {
  it('are 127.0.0.0/8, ::1 and IPv4-mapped 127.x', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect({ address, loopback: isLoopbackAddress(address) }).toEqual({ address, loopback: true });
    }
  });

  it('exclude every other address, malformed text and a missing one', () => {
    for (const address of [
      '128.0.0.1',
      '10.0.0.1',
      '0.0.0.0',
      '::',
      '::2',
      '::ffff:10.0.0.1',
      'localhost',
      '',
      undefined,
    ]) {
      expect({ address, loopback: isLoopbackAddress(address) }).toEqual({ address, loopback: false });
    }
  });

  it('as listening hosts also include the name localhost', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('localhost.example')).toBe(false);
  });

  it('are read from a Host header without its port', () => {
    expect(hostName('localhost:3000')).toBe('localhost');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('[::1]')).toBe('::1');
    expect(hostName('attacker.example:80')).toBe('attacker.example');
  });
});
