/** The landing's sections below the fold, loaded after its first paint (see landing-page.tsx). */
export { Capabilities } from './capabilities.tsx';
export { JoinUs } from './join-us.tsx';
export { RoadMap } from './road-map.tsx';
export { Team } from './team.tsx';
