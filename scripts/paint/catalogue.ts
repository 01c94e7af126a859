/** Every painting and author portrait, in catalogue order. */
import type { PaintingDef } from './lib/painting.ts';
import { ladyBlackLace, vanHoornePortrait } from './styles/baroque.ts';
import { dunesAtDusk } from './styles/dunes.ts';
import { blueThreshold, lindPortrait, ostrovaPortrait, twoRedsUmber, yellowCircle } from './styles/abstract.ts';
import { blackLattice, dripNo7, morrowPortrait } from './styles/drip.ts';
import { northernRiver } from './styles/northern.ts';
import { annunciationLoggia, vestriPortrait, youngMerchant } from './styles/renaissance.ts';
import { lemonsSilverEwer } from './styles/stillife.ts';
import {
  dancersBlueCafe,
  greenShadow,
  hallerPortrait,
  harbourLowTide,
  kesslerPortrait,
  redRoofs,
} from './styles/expressionism.ts';

export const PAINTINGS: PaintingDef[] = [
  youngMerchant,
  annunciationLoggia,
  lemonsSilverEwer,
  dunesAtDusk,
  ladyBlackLace,
  redRoofs,
  greenShadow,
  harbourLowTide,
  dancersBlueCafe,
  dripNo7,
  blackLattice,
  yellowCircle,
  twoRedsUmber,
  blueThreshold,
  northernRiver,
];

export const AUTHORS: PaintingDef[] = [
  vestriPortrait,
  vanHoornePortrait,
  hallerPortrait,
  kesslerPortrait,
  morrowPortrait,
  ostrovaPortrait,
  lindPortrait,
];
