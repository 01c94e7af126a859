/** Shared "looks": how a painting of a given school is built up and aged. */
import type { Look } from '../lib/painting.ts';

/** Old master: toned ground, blended strokes, yellowed varnish and craquelure. */
export function oldMasterLook(W: number, H: number, o: Partial<Look> & { age?: number; fine?: number } = {}): Look {
  const s = Math.max(W, H) / 1600;
  const age = o.age ?? 1;
  const fine = o.fine ?? 1;
  return {
    support: 'linen',
    ground: [0.55, 0.42, 0.3],
    threadsPerCm: 13,
    underpaint: 1,
    underBlur: 4,
    fieldSigma: 6,
    fieldWeight: 0.6,
    layers: [
      {
        radius: 16 * s,
        spacing: 1.6,
        maxLen: 5,
        alpha: 0.55,
        bristle: 0.3,
        impasto: 0.05,
        threshold: 0,
        edgeStop: 0.08,
        jitter: 0.03,
        blur: 1,
      },
      {
        radius: 8 * s,
        spacing: 1.3,
        maxLen: 6,
        alpha: 0.6,
        bristle: 0.45,
        impasto: 0.07,
        threshold: 0.015,
        edgeStop: 0.07,
        jitter: 0.025,
      },
      {
        radius: 4 * s * fine,
        spacing: 1.3,
        maxLen: 7,
        alpha: 0.7,
        bristle: 0.45,
        impasto: 0.08,
        threshold: 0.03,
        edgeStop: 0.07,
        jitter: 0.02,
        dry: 0.3,
      },
      {
        radius: 2 * s * fine,
        spacing: 1.4,
        maxLen: 6,
        alpha: 0.8,
        bristle: 0.2,
        impasto: 0.08,
        threshold: 0.06,
        edgeStop: 0.08,
        jitter: 0.015,
      },
    ],
    finish: {
      light: 0.9,
      gloss: 0.25,
      reliefThrough: 0.35,
      varnish: 0.45 * age,
      darken: 0.06 * age,
      crackle: 0.45 * age,
      crackleCm: 1.25,
      grain: 0.01,
      vignette: 0.22,
    },
    ...o,
  };
}

/** Expressionist: thick loaded strokes, colour vibration, support showing through. */
export function expressionistLook(W: number, H: number, o: Partial<Look> = {}): Look {
  const s = Math.max(W, H) / 1600;
  return {
    support: 'cardboard',
    ground: [0.62, 0.52, 0.39],
    underpaint: 0.35,
    underBlur: 10,
    fieldSigma: 10,
    fieldWeight: 0.8,
    layers: [
      {
        radius: 15 * s,
        spacing: 1.25,
        maxLen: 5,
        alpha: 0.92,
        bristle: 0.6,
        impasto: 0.35,
        threshold: 0,
        edgeStop: 0.16,
        hueJitter: 0.05,
        jitter: 0.06,
        dry: 0.7,
        curve: 0.5,
      },
      {
        radius: 8 * s,
        spacing: 1.1,
        maxLen: 6,
        alpha: 0.95,
        bristle: 0.6,
        impasto: 0.3,
        threshold: 0.04,
        edgeStop: 0.14,
        hueJitter: 0.045,
        jitter: 0.05,
        dry: 0.8,
      },
      {
        radius: 4 * s,
        maxLen: 6,
        alpha: 0.95,
        bristle: 0.5,
        impasto: 0.22,
        threshold: 0.07,
        edgeStop: 0.12,
        hueJitter: 0.03,
        jitter: 0.04,
        dry: 0.6,
      },
    ],
    finish: { light: 1.1, gloss: 0.18, reliefThrough: 0.3, varnish: 0.05, grain: 0.012, vignette: 0.05 },
    ...o,
  };
}
