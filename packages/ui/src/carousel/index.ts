export {
  PhotoCarousel,
  PHOTO_ACCEPT,
  clampIndex,
  type PhotoCarouselProps,
} from "./photo-carousel.js";
