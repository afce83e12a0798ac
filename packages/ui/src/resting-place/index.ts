/** The resting place section ('Rustplaats') as visitors see it: view code only, no editor. */
export { RestingPlaceView, type RestingPlaceViewProps } from "./resting-place-view.js";
export { restingPlaceRouteHref, restingPlaceRouteUrl } from "./format.js";
export { restingPlaceTexts } from "./texts.js";
