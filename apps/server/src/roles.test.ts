import { describe, expect, it } from 'vitest';
import { parseRoles } from './roles.ts';

describe('the command line roles', () => {
  it('runs the API and the worker when neither flag is given', () => {
    expect(parseRoles([])).toEqual({ api: true, worker: true });
  });

  it('runs only what the flags name', () => {
    expect(parseRoles(['--api'])).toEqual({ api: true, worker: false });
    expect(parseRoles(['--worker'])).toEqual({ api: false, worker: true });
    expect(parseRoles(['--worker', '--api'])).toEqual({ api: true, worker: true });
  });

  it('refuses an argument it does not know, with the usage', () => {
    expect(() => parseRoles(['--workers'])).toThrow(/unknown argument --workers[\s\S]*--api/);
  });
});
