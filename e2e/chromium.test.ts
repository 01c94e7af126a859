import { describe, expect, it } from 'vitest';
import { chromiumPath, DEBIAN_CHROMIUM, decideChromium, type ChromiumFacts } from './chromium.mjs';

const machine = (facts: Partial<ChromiumFacts> & { executables?: string[] }): ChromiumFacts => {
  const executables = new Set(facts.executables ?? []);
  return {
    chromiumPathVariable: undefined,
    isExecutable: (file) => executables.has(file),
    isRoot: false,
    hasAptGet: true,
    ...facts,
  };
};

describe('decideChromium', () => {
  it("uses Debian's Chromium when it is installed", () => {
    expect(decideChromium(machine({ executables: [DEBIAN_CHROMIUM] }))).toEqual({
      action: 'ready',
      path: DEBIAN_CHROMIUM,
    });
  });

  it('uses the browser CHROMIUM_PATH names, without installing anything', () => {
    const facts = machine({
      chromiumPathVariable: '/opt/chrome/chrome',
      executables: ['/opt/chrome/chrome'],
      isRoot: true,
    });
    expect(decideChromium(facts)).toEqual({ action: 'ready', path: '/opt/chrome/chrome' });
  });

  it('stops on a CHROMIUM_PATH that is not there instead of installing another browser', () => {
    const decision = decideChromium(machine({ chromiumPathVariable: '/opt/nothing', isRoot: true }));
    expect(decision.action).toBe('stop');
    expect(decision.action === 'stop' && decision.message).toContain('CHROMIUM_PATH is /opt/nothing');
  });

  it('takes an empty CHROMIUM_PATH as unset', () => {
    expect(decideChromium(machine({ chromiumPathVariable: '', executables: [DEBIAN_CHROMIUM] }))).toEqual({
      action: 'ready',
      path: DEBIAN_CHROMIUM,
    });
  });

  it('installs Debian’s package when missing and running as root with apt-get', () => {
    expect(decideChromium(machine({ isRoot: true, hasAptGet: true }))).toEqual({
      action: 'install',
      path: DEBIAN_CHROMIUM,
    });
  });

  it('stops with the one apt-get command to run when not root', () => {
    const decision = decideChromium(machine({ isRoot: false, hasAptGet: true }));
    expect(decision.action).toBe('stop');
    expect(decision.action === 'stop' && decision.message).toContain('\n  sudo apt-get install chromium\n');
  });

  it('asks for CHROMIUM_PATH on a machine without apt-get, even as root', () => {
    const decision = decideChromium(machine({ isRoot: true, hasAptGet: false }));
    expect(decision.action).toBe('stop');
    expect(decision.action === 'stop' && decision.message).toContain('CHROMIUM_PATH=/path/to/chromium');
    expect(decision.action === 'stop' && decision.message).not.toContain('apt-get');
  });
});

describe('chromiumPath', () => {
  it("is CHROMIUM_PATH when set, Debian's browser otherwise", () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
    expect(chromiumPath({ CHROMIUM_PATH: '' })).toBe(DEBIAN_CHROMIUM);
    expect(chromiumPath({})).toBe(DEBIAN_CHROMIUM);
  });
});
